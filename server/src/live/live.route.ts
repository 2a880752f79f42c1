import type { OutgoingHttpHeaders } from 'node:http';
import { LIVE_MAX_GAMES, LIVE_PATH, parseLiveEventId } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors.js';
import { AddressCounts } from '../security/address-counts.js';
import type { LiveHub } from './live-hub.js';
import { parseLiveGames } from './live-query.js';
import { SseClient } from './sse-client.js';

/** Streams per process; past it a new reader is asked to come back later (a load balancer may pick another). */
const MAX_CLIENTS = 20_000;
/** What a browser's own reconnection waits; the site's client backs off by itself beyond that. */
const RETRY_MS = 3_000;

type LiveRequest = FastifyRequest<{ Querystring: { games?: string | string[]; lastEventId?: string | string[] } }>;

/** The keys the stream reads; a value sent twice reaches parseLiveGames, which refuses it with its own message. */
const QueryValue = Type.Union([Type.String(), Type.Array(Type.String())]);
const LIVE_SCHEMA = {
  params: Type.Object({}),
  querystring: Type.Object({ games: Type.Optional(QueryValue), lastEventId: Type.Optional(QueryValue) }, { additionalProperties: true }),
};

const BAD_GAMES = `فهرست بازی‌ها را درست بفرستید: شناسه‌های عددی مثبت که با ویرگول جدا شده‌اند، حداکثر ${toPersianDigits(LIVE_MAX_GAMES)} بازی (مثلاً games=12,15).`;

/**
 * GET /api/public/live?games=12,15 — Server-Sent Events: a `game` event with the whole live state of
 * each followed game now (or only those that changed since `Last-Event-ID`), then one per change, a
 * heartbeat comment in between. Ids of games that do not exist are accepted and never send anything, so
 * a page can follow a game before it is visible without learning more than the public pages tell.
 * Written straight to the socket after hijacking the reply: no page cache, no compression, no buffering.
 */
export function registerLiveRoute(app: FastifyInstance, hub: LiveHub): void {
  // Per client address (the forwarded one behind a trusted proxy): many readers share a carrier's
  // address, so the limit is generous, but one address cannot hold the process's file descriptors.
  const maxPerIp = app.config.limits.liveStreamsPerIp;
  const perIp = new AddressCounts(maxPerIp);
  app.get(LIVE_PATH, { exposeHeadRoute: false, schema: LIVE_SCHEMA }, async (request: LiveRequest, reply) => {
    const games = parseLiveGames(request.query.games);
    if (!games) throw new HttpError(400, BAD_GAMES);
    if (hub.clientCount >= MAX_CLIENTS) {
      throw new HttpError(503, 'پخش زنده الان بیش از حد شلوغ است؛ چند ثانیه بعد دوباره تلاش کنید.', undefined, { 'retry-after': '10' });
    }
    const release = perIp.take(request.ip);
    if (!release) {
      throw new HttpError(
        429,
        `از نشانی شما ${toPersianDigits(maxPerIp)} پخش زندهٔ باز هست؛ صفحه‌های اضافی را ببندید و دوباره تلاش کنید.`,
        undefined,
        { 'retry-after': '30' },
      );
    }
    reply.raw.once('close', release);
    const header = request.headers['last-event-id'];
    const query = request.query.lastEventId;
    const held = parseLiveEventId(typeof header === 'string' ? header : typeof query === 'string' ? query : null);
    const versions = new Map([...held].filter(([id]) => games.includes(id)));

    reply.hijack();
    const res = reply.raw;
    // What the hooks set so far (security headers): written by hand, since a hijacked reply sends nothing itself.
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n\n`);
    const client = new SseClient(res, games, versions);
    res.on('close', () => hub.remove(client));
    await hub.add(client, !app.changes.isConnected);
  });
}
