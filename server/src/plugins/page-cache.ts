import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSharedKey } from '../cache/keys.js';
import { tags as tag } from '../cache/tags.js';
import { decodeContentChange, TOPICS } from '../cache/topics.js';
import { DayClock } from '../cache/day-clock.js';
import { PublicationClock } from '../cache/publication-clock.js';
import { RenderClientGone, RenderLineFull, RenderSlots } from '../cache/render-slots.js';
import { RenderedCache, type Produced } from '../cache/rendered-cache.js';
import type { Rendered } from '../cache/rendered.js';
import { sendRendered } from '../cache/send-rendered.js';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { TransientFault } from '../http-errors.js';

export interface ServeOptions {
  cacheControl: string;
  /**
   * Answers when nothing can be served: the database is down or a fault of the moment (`unavailable`),
   * or rendering broke.
   */
  failure(request: FastifyRequest, reply: FastifyReply, unavailable: boolean): unknown;
}

export interface PageCache {
  /** Pages, payloads, public JSON and feeds (the layout and the outage pages are kept apart). */
  readonly cache: RenderedCache;
  /** A kept or freshly rendered body for `key`, as `get` of the cache (errors propagate). */
  get(key: string, produce: () => Promise<Produced>): Promise<Rendered>;
  /**
   * Sends the fresh body kept under `key`, or else what `load` gives (normally `get` of that key);
   * never a 500 for an outage.
   */
  serve(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<Rendered>, options: ServeOptions): unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
  }
}

const TTL_MS = 60_000;
/** While the change channel is down other processes' edits do not arrive: keep entries briefly. */
const UNSYNCED_TTL_MS = 1_000;
/**
 * Requests that must wait for a render (a miss no other request is rendering) render this many at a
 * time, the rest in turns, one address at a time. Enough to keep the process busy while the database
 * answers, few enough that the event loop never runs dozens of renders back to back (see
 * render-slots.ts).
 */
const RENDER_SLOTS = 4;
/**
 * The header and footer data every render reads, and the outage pages: small, so kept apart (in this
 * many bytes) even when the page cache is off (`PAGE_CACHE_MB=0`), where every page would otherwise
 * load them again.
 */
const SHARED_BYTES = 2 * 1024 * 1024;
/**
 * 404s, redirects and other answers than 200 are kept in at most this many bytes of each cache (a
 * hundred-odd 404 pages): enough for the few a crawler meets again and again, too few for a flood of
 * made-up paths to matter.
 */
const SIDE_BYTES = 2 * 1024 * 1024;

const LINE_FULL = {
  address: { status: 429, message: 'درخواست‌های زیادی از نشانی شما در صف ساخت صفحه است؛ چند ثانیه بعد دوباره تلاش کنید.' },
  all: { status: 503, message: 'سایت اکنون بیش از توانش درخواست دارد؛ چند ثانیه بعد دوباره تلاش کنید.' },
} as const;

/** A miss refused because the line of renders is full: said in Persian, never kept, tried again soon. */
function sendLineFull(reply: FastifyReply, scope: RenderLineFull['scope']): FastifyReply {
  const { status, message } = LINE_FULL[scope];
  return reply.code(status).header('retry-after', '5').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);
}

/**
 * Every public response (pages, payloads, public JSON, feeds) rendered once and kept in memory until
 * what it shows changes, as announced on the change channel by whichever process made the change.
 */
export default fp(
  async (app) => {
    const { outage } = app;
    const cacheOf = (maxBytes: number) =>
      new RenderedCache({
        maxBytes,
        sideBytes: Math.min(SIDE_BYTES, maxBytes / 16),
        ttlMs: TTL_MS,
        staleOnError: isDatabaseUnavailable,
        onStale: (err) => outage.failed(err),
      });
    const cache = cacheOf(app.config.pageCacheMb * 1024 * 1024);
    const shared = cacheOf(SHARED_BYTES);
    const caches = [cache, shared];
    const cacheFor = (key: string) => (isSharedKey(key) ? shared : cache);
    const invalidate = (tags: readonly string[]) => caches.forEach((c) => c.invalidate(tags));
    // The clocks run in every process and change pages with no write: the cache in front is told too.
    const onClock = (tags: readonly string[]) => {
      invalidate(tags);
      app.cdn.purge(tags);
    };
    const clock = new PublicationClock(() => app.orm.em.fork(), onClock);
    const dayClock = new DayClock(onClock);
    const { renderWaiting, renderWaitingPerIp } = app.config.limits;
    const slots = new RenderSlots({ running: RENDER_SLOTS, waiting: renderWaiting, waitingPerAddress: renderWaitingPerIp });

    app.changes.on(TOPICS.content, (data) => {
      const change = decodeContentChange(data);
      if (!change) return;
      if (change.all) caches.forEach((c) => c.invalidateAll());
      else invalidate(change.tags);
      if (change.all || change.tags.includes(tag.list.news) || change.tags.includes(tag.list.gallery)) clock.rearm();
    });
    app.changes.onLost(() => caches.forEach((c) => c.setTtl(UNSYNCED_TTL_MS)));
    app.changes.onReset(() =>
      caches.forEach((c) => {
        c.setTtl(TTL_MS);
        c.invalidateAll();
      }),
    );

    // Pages are kept a day in front only where the app purges them (see cache/front-headers.ts).
    const front = { maxAgeS: app.config.cdn.purge ? app.config.cdn.maxAgeS : null };
    const serve = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      load: () => Promise<Rendered>,
      options: ServeOptions,
    ) => {
      const kept = cacheFor(key);
      const hit = kept.peek(key);
      if (hit) return sendRendered(request, reply, hit, options.cacheControl, front);
      try {
        const waiter = { address: request.ip, gone: () => request.raw.socket?.destroyed ?? false };
        const rendered = await (kept.mustRender(key) ? slots.run(load, waiter) : load());
        return sendRendered(request, reply, rendered, options.cacheControl, front);
      } catch (err) {
        if (err instanceof RenderClientGone) return reply.hijack();
        if (err instanceof RenderLineFull) return sendLineFull(reply, err.scope);
        const transient = err instanceof TransientFault;
        const unavailable = transient || isDatabaseUnavailable(err);
        if (unavailable && !transient) outage.failed(err);
        else request.log.error({ err, url: request.url }, 'public render failed');
        return options.failure(request, reply, unavailable);
      }
    };

    app.decorate('pageCache', { cache, get: (key, produce) => cacheFor(key).get(key, produce), serve });
    app.addHook('onReady', async () => {
      clock.rearm();
      dayClock.start();
    });
    app.addHook('onClose', async () => {
      clock.stop();
      dayClock.stop();
    });
  },
  { name: 'page-cache', dependencies: ['config', 'orm', 'changes', 'cdn', 'reads'] },
);
