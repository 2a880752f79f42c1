import fp from 'fastify-plugin';
import { HttpError } from '../http-errors.js';
import { GateFull, WorkGate } from '../security/work-gate.js';
import { decodedPath } from './security.js';

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
    const turns = new WeakMap<object, () => void>();
    app.addHook('onRequest', (request, reply, done) => {
      // Encoded spellings (/api/%61dmin/…) reach the same routes.
      if (!isStaffWork(decodedPath(request.url))) return done();
      gate.acquire().then(
        (release) => {
          // Given back however the exchange ends: answered, failed, or the client gone.
          turns.set(request, release);
          reply.raw.once('close', release);
          done();
        },
        (err: unknown) => done(err instanceof GateFull ? new HttpError(503, BUSY, undefined, { 'Retry-After': '5' }) : (err as Error)),
      );
    });
    app.addHook('onResponse', (request, _reply, done) => {
      turns.get(request)?.();
      done();
    });
  },
  { name: 'staff-gate', dependencies: ['config'] },
);
