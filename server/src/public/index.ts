import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { parseRouteId } from '@meydan/shared-types';
import { registerApiRoutes } from './api.js';
import { registerCommentRoute } from './comments.js';
import { robotsTxt, rssXml, sitemapXml } from './feeds.js';
import { sendCached } from './http-cache.js';
import { publicOrigin } from './render-context.js';
import { registerViewCounter } from './views.js';

export { servePayload, isPayloadPath, BUILD_HEADER } from './payload.js';
export { loadForRequest, currentBuildId, publicOrigin } from './render-context.js';
export { sendCached, PUBLIC_CACHE, NO_STORE } from './http-cache.js';
export { flushViews } from './views.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** Public read-only API under /api/public, comments, view beacons, sitemap, RSS and robots.txt. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  // The app provides rate limiting (Redis-backed when configured); registered here only when it does not.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  registerApiRoutes(app);
  registerCommentRoute(app, app.config.commentMaxPerIp);

  const views = registerViewCounter(app);
  app.addHook('onClose', async () => views.flush());
  const beacon = (table: 'news' | 'gallery') => async (request: IdRequest, reply: FastifyReply) => {
    const id = parseRouteId(request.params.id);
    if (id) views.add(table, id);
    return reply.code(204).header('cache-control', 'no-store').send();
  };
  const beaconLimit = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
  app.post('/api/public/news/:id/view', beaconLimit, beacon('news'));
  app.post('/api/public/gallery/:id/view', beaconLimit, beacon('gallery'));

  app.get('/robots.txt', async (request, reply) =>
    sendCached(request, reply, robotsTxt(publicOrigin(app)), { type: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (request, reply) =>
    sendCached(request, reply, await sitemapXml(request.em, publicOrigin(app)), { type: 'application/xml; charset=utf-8', cacheControl: 'public, max-age=600' }));
  const rss = async (request: FastifyRequest, reply: FastifyReply, sport: string | undefined) => {
    const sportId = sport === undefined ? null : parseRouteId(sport);
    const body = sport !== undefined && !sportId ? null : await rssXml(request.em, publicOrigin(app), sportId);
    if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendCached(request, reply, body, { type: 'application/rss+xml; charset=utf-8', cacheControl: 'public, max-age=300' });
  };
  app.get('/rss.xml', (request: FastifyRequest<{ Querystring: { sport?: string } }>, reply) => rss(request, reply, request.query.sport));
  app.get('/sport/:id/rss.xml', (request: IdRequest, reply) => rss(request, reply, request.params.id));
}
