import fp from 'fastify-plugin';
import { HttpError } from '../http-errors.js';
import { ExportSlots } from '../security/export-slots.js';
import { GateFull, WorkGate } from '../security/work-gate.js';
import { decodedPath } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns of staff work on the database (STAFF_CONCURRENCY at a time). */
    staffGate: WorkGate;
    /** CSV exports under way (EXPORTS_PER_USER each, EXPORTS_MAX in all). */
    exportSlots: ExportSlots;
  }
  interface FastifyContextConfig {
    /**
     * `query`: the route takes a staff turn around each of its queries rather than for the whole
     * exchange, so an export streamed to a slow client holds no turn while it waits for the client.
     */
    staffTurns?: 'query';
  }
}

/** For the log only: nobody is left to read it. */
const CLIENT_GONE = 'the client left before its turn came';

const BUSY = 'کارهای دفتر تحریریه الان زیاد است؛ چند ثانیه بعد دوباره تلاش کنید.';

/** The back office's API and its previews: staff work, as opposed to what readers ask for. */
const isStaffWork = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/preview/');

/**
 * Staff work takes at most STAFF_CONCURRENCY of the DB_POOL_MAX connections at a time; the rest of
 * the pool is the readers' own. Ten back-office exports of a thousand news took every connection for
 * ten seconds and more, and readers' pages and /api/health answered 503. Past the limit a staff
 * request waits its turn (STAFF_QUEUE of them), and past that it is refused: never a reader.
 */
export default fp(
  async (app) => {
    const gate = new WorkGate(app.config.limits.staffConcurrency, app.config.limits.staffQueue);
    app.decorate('staffGate', gate);
    app.decorate('exportSlots', new ExportSlots(app.config.limits.exports, app.config.limits.exportsPerUser));
    const turns = new WeakMap<object, () => void>();
    app.addHook('onRequest', (request, reply, done) => {
      // Encoded spellings (/api/%61dmin/…) reach the same routes. The path first: Fastify builds a
      // fresh object for every read of `routeOptions`, and a reader's request never needs it.
      if (!isStaffWork(decodedPath(request.url)) || request.routeOptions.config.staffTurns === 'query') return done();
      // Watched from before the wait: a client that leaves while in line (a browser navigating away
      // from a screen whose requests are queued) gives up its place, and a turn it was just handed
      // goes back at once. Listening only once the turn came missed a 'close' already past, and the
      // turn was never given back: two such requests stopped all staff work.
      const left = new AbortController();
      const leave = () => left.abort(new HttpError(499, CLIENT_GONE));
      reply.raw.once('close', leave);
      gate.acquire(false, left.signal).then(
        (release) => {
          if (left.signal.aborted) {
            release();
            return done(left.signal.reason as Error);
          }
          reply.raw.off('close', leave);
          // Given back however the exchange ends: answered, failed, or the client gone.
          turns.set(request, release);
          reply.raw.once('close', release);
          done();
        },
        (err: unknown) => {
          reply.raw.off('close', leave);
          done(err instanceof GateFull ? new HttpError(503, BUSY, undefined, { 'Retry-After': '5' }) : (err as Error));
        },
      );
    });
    app.addHook('onResponse', (request, _reply, done) => {
      turns.get(request)?.();
      done();
    });
  },
  { name: 'staff-gate', dependencies: ['config'] },
);
