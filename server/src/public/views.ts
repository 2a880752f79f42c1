import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { parseRouteId } from '@meydan/shared-types/public';
import { HttpError } from '../http-errors.js';
import { PostgresViewStore } from '../view-counts/postgres-store.js';
import { RedisViewStore } from '../view-counts/redis-store.js';
import { ViewStoreUnavailable, type ViewKind, type ViewStore } from '../view-counts/view-store.js';
import { IdTextParams, NoPublicQuery } from './route-schemas.js';

/*
 * View beacons. A view is acknowledged (204) only once it is stored (a PostgreSQL row, or a Redis
 * counter when REDIS_URL is set); if it cannot be stored the beacon gets a 503, never a 204 that is
 * then forgotten. Stored views are added to news.view_count and gallery.view_count by a periodic fold,
 * and once more when the app closes, before the database pool does.
 *
 * Only items published now count (anything else is a 404, the same for a draft as for an id that never
 * existed), and one visitor counts once per item per 30 minutes: a repeat is a silent 204, as the page
 * cannot do anything about it. A visitor is a random cookie the first beacon sets, with the address: a
 * new User-Agent on every beacon is the same visitor, and two readers behind one address (an office, a
 * mobile network) are two. A beacon without the cookie counts once per address, and the cookie it gets
 * is marked seen with it, so the same reader's next beacon is not a second view.
 */

const NOT_FOUND = 'مطلب منتشرشده‌ای با این شناسه پیدا نشد.';
const UNAVAILABLE = 'ثبت بازدید موقتاً ممکن نیست؛ چند لحظه بعد دوباره تلاش کنید.';
const PER_IP_PER_MINUTE = 120;

/** A random id, nothing else: it names no account and is read by the view beacons only. */
export const VISITOR_COOKIE = 'meydan_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_MAX_AGE_S = 30 * 86_400;

/** Readers are not identified: a hash of their address and visitor cookie, kept for the repeat window only. */
const visitorKey = (ip: string, visitor: string) =>
  createHash('sha256').update(`meydan-view\n${ip}\n${visitor}`).digest('hex').slice(0, 32);

const folds = new WeakMap<object, () => Promise<number>>();

/** Adds the stored views to their items now (tests, and the app on close); resolves to how many. */
export const flushViews = async (app: FastifyInstance): Promise<number> => (await folds.get(app.orm)?.()) ?? 0;

export function registerViewBeacons(app: FastifyInstance): void {
  let store: ViewStore;
  if (app.config.redisUrl) {
    // No offline queue: while Redis is away a beacon is refused at once rather than held. So the first
    // connection is made before the app serves, without holding up a start while Redis is down.
    const redis = new Redis(app.config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      connectTimeout: 2_000,
    });
    redis.on('error', (err) => app.log.debug({ err }, 'view counter redis error'));
    app.addHook('onReady', async () => {
      await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'redis unreachable: view beacons answer 503 until it is back'));
    });
    app.addHook('onClose', async () => void redis.disconnect());
    // The database the counts belong to names their keys (see RedisViewStore).
    const database = app.config.databaseUrl
      ? (({ host, pathname }) => `${host}${pathname}`)(new URL(app.config.databaseUrl))
      : app.config.dataDir;
    store = new RedisViewStore(redis, app.orm, database);
  } else {
    store = new PostgresViewStore(app.orm);
  }

  // One fold at a time per process; other processes' folds take other rows (PostgreSQL) or batches (Redis).
  let running: Promise<number> | null = null;
  const fold = async (): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = store.fold();
    try {
      return await running;
    } finally {
      running = null;
    }
  };
  folds.set(app.orm, fold);

  const timer =
    app.config.viewFoldMs > 0
      ? setInterval(() => {
          if (running) return;
          fold().catch((err: unknown) => app.log.warn({ err }, 'view count fold failed; the views stay stored and are retried'));
        }, app.config.viewFoldMs)
      : null;
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await fold().catch((err: unknown) =>
      app.log.error({ err }, 'view count fold on close failed; the views stay stored for the next start'),
    );
  });

  /** The visitor's key, and the key their new cookie will bring next time when this beacon came without one. */
  const visitorOf = (request: FastifyRequest, reply: FastifyReply): { key: string; alsoSeen?: string } => {
    const cookie = request.cookies[VISITOR_COOKIE];
    if (cookie && VISITOR_ID.test(cookie)) return { key: visitorKey(request.ip, cookie) };
    const minted = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, minted, {
      path: '/api/public',
      maxAge: VISITOR_MAX_AGE_S,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.cookieSecure,
    });
    return { key: visitorKey(request.ip, ''), alsoSeen: visitorKey(request.ip, minted) };
  };

  const beacon = (kind: ViewKind) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const id = parseRouteId(request.params.id);
    if (!id) throw new HttpError(404, NOT_FOUND);
    let outcome;
    try {
      const visitor = visitorOf(request, reply);
      outcome = await store.record(kind, id, visitor.key, visitor.alsoSeen);
    } catch (err) {
      if (err instanceof ViewStoreUnavailable) throw new HttpError(503, UNAVAILABLE, undefined, { 'Retry-After': '5' });
      throw err;
    }
    if (outcome === 'unknown') throw new HttpError(404, NOT_FOUND);
    return reply.code(204).send();
  };
  const limit = {
    config: { rateLimit: { max: PER_IP_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { params: IdTextParams, querystring: NoPublicQuery },
  };
  app.post('/api/public/news/:id/view', limit, beacon('news'));
  app.post('/api/public/gallery/:id/view', limit, beacon('gallery'));
}
