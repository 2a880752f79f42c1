import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { parseRouteId } from '@meydan/shared-types/public';
import { registerApiRoutes } from './api.js';
import { registerCommentRoute } from './comments.js';
import { registerMeRoutes } from './me/me.routes.js';
import { robotsTxt, rssXml } from './feeds.js';
import { newsSitemapXml } from './sitemap-news.js';
import { parseSitemapFile, sitemapIndexXml, sitemapPageXml, sitemapPath, sitemapTags } from './sitemap.js';
import { tags } from '../cache/tags.js';
import { serveText } from './cached-text.js';
import { publicOrigin } from './render-context.js';
import { registerViewBeacons } from './views.js';
import { IdTextParams, NoPublicParams, NoPublicQuery, PublicQuery, QueryValue, queryText } from './route-schemas.js';

export { servePayload, isPayloadPath, BUILD_HEADER } from './payload.js';
export { currentBuildId, publicOrigin } from './render-context.js';
export { PUBLIC_CACHE, NO_STORE } from './http-cache.js';
export { flushViews } from './views.js';

/** Public read-only API under /api/public, comments, view beacons, sitemap, RSS and robots.txt. */
export default async function publicRoutes(app: FastifyInstance): Promise<void> {
  // The app provides rate limiting (Redis-backed when configured); registered here only when it does not.
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  registerApiRoutes(app);
  registerCommentRoute(app, app.config.commentMaxPerIp);

  registerViewBeacons(app);
  registerMeRoutes(app);

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const plain = { schema: { params: NoPublicParams, querystring: NoPublicQuery } };
  routes.get('/robots.txt', plain, (request, reply) =>
    serveText(app, request, reply, {
      key: '/robots.txt',
      type: 'text/plain; charset=utf-8',
      cacheControl: 'public, max-age=3600',
      tags: [],
      produce: async () => robotsTxt(publicOrigin(app)),
    }),
  );
  routes.get('/sitemap.xml', plain, (request, reply) =>
    serveText(app, request, reply, {
      key: '/sitemap.xml',
      type: 'application/xml; charset=utf-8',
      cacheControl: 'public, max-age=600',
      tags: sitemapTags(null),
      produce: () => app.reads.run((em) => sitemapIndexXml(em, publicOrigin(app))),
    }),
  );
  routes.get('/sitemap-news.xml', plain, (request, reply) =>
    serveText(app, request, reply, {
      key: '/sitemap-news.xml',
      type: 'application/xml; charset=utf-8',
      cacheControl: 'public, max-age=600',
      tags: [tags.list.news],
      produce: () => app.reads.run((em) => newsSitemapXml(em, publicOrigin(app))),
    }),
  );
  routes.get(
    '/sitemaps/:file',
    { schema: { params: Type.Object({ file: Type.String() }), querystring: NoPublicQuery } },
    (request, reply) => {
      const file = parseSitemapFile(request.params.file);
      if (!file) return reply.code(404).header('cache-control', 'public, max-age=600').type('text/plain; charset=utf-8').send('Not Found');
      return serveText(app, request, reply, {
        key: sitemapPath(file.section, file.page),
        type: 'application/xml; charset=utf-8',
        cacheControl: 'public, max-age=600',
        tags: sitemapTags(file.section),
        produce: () => app.reads.run((em) => sitemapPageXml(em, publicOrigin(app), file.section, file.page)),
      });
    },
  );
  const rss = (request: FastifyRequest, reply: FastifyReply, sport: string | undefined) => {
    const sportId = sport === undefined ? null : parseRouteId(sport);
    return serveText(app, request, reply, {
      key: `/rss.xml?sport=${sport === undefined ? '' : (sportId ?? 'invalid')}`,
      type: 'application/rss+xml; charset=utf-8',
      cacheControl: 'public, max-age=300',
      tags: [tags.layout, tags.list.news],
      produce: () =>
        sport !== undefined && !sportId
          ? Promise.resolve(null)
          : app.reads.run((em) => rssXml(em, publicOrigin(app), app.mediaUrl, sportId)),
    });
  };
  routes.get(
    '/rss.xml',
    { schema: { params: NoPublicParams, querystring: PublicQuery({ sport: Type.Optional(QueryValue) }) } },
    (request, reply) => rss(request, reply, queryText(request.query.sport)),
  );
  routes.get('/sport/:id/rss.xml', { schema: { params: IdTextParams, querystring: NoPublicQuery } }, (request, reply) =>
    rss(request, reply, request.params.id),
  );
}
