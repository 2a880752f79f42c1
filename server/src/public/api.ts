import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRouteId, publicPaths } from '@meydan/shared-types/public';
import { type GameCentre, type PagePayload } from '@meydan/shared-types/schemas';
import { cacheKeys, pageRequest, parsePageUrl, type PageRequest } from '../cache/keys.js';
import { tags as tag } from '../cache/tags.js';
import { renderBody, type Rendered } from '../cache/rendered.js';
import type { ServeOptions } from '../plugins/page-cache.js';
import { Sport } from '../model/sport.entity.js';
import { NO_STORE, PUBLIC_CACHE } from './http-cache.js';
import { approvedComments } from './loaders/news-article.js';
import { JSON_TYPE, layoutEntry, payloadEntry, payloadOf } from './render-context.js';
import { IdTextParams, NoPublicParams, NoPublicQuery, PublicQuery, QueryValue, queryText } from './route-schemas.js';
import { sendUnavailableJson } from './unavailable.js';

const NOT_FOUND = { message: 'پیدا نشد.' };

export const JSON_SERVE: ServeOptions = {
  cacheControl: PUBLIC_CACHE,
  failure: (_request, reply, unavailable) =>
    unavailable
      ? sendUnavailableJson(reply)
      : reply.code(500).header('cache-control', NO_STORE).send({ message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.' }),
};

function bodyOf(payload: PagePayload): { status: number; body: unknown } {
  // Search answers `{ total, items }`; the rest of its page data (the query, the terms to mark) is for rendering.
  if (payload.kind === 'page' && payload.page === 'search')
    return { status: 200, body: { total: payload.data.total, items: payload.data.items } };
  if (payload.kind === 'page') return { status: 200, body: payload.data };
  if (payload.kind === 'error')
    return { status: payload.status, body: { message: payload.status === 404 ? NOT_FOUND.message : 'خطای داخلی سرور' } };
  return { status: 404, body: NOT_FOUND };
}

/** The match centre of a game page's data: the centre's parts beside the game rather than inside it. */
function centreBodyOf(payload: PagePayload): { status: number; body: unknown } {
  if (payload.kind !== 'page' || payload.page !== 'game') return bodyOf(payload);
  const { lineups, stats, commentary, headToHead, ...game } = payload.data.game;
  const centre: GameCentre = { game, lineups, stats, commentary, headToHead };
  return { status: 200, body: centre };
}

/** A page's data as plain JSON (a slug redirect followed), kept like the page itself. */
function pageJsonEntry(app: FastifyInstance, request: PageRequest, key = cacheKeys.json(request), shape = bodyOf): Promise<Rendered> {
  return app.pageCache.get(key, async () => {
    let entry = await payloadEntry(app, request);
    let payload = payloadOf(entry);
    if (payload.kind === 'redirect') {
      entry = await payloadEntry(app, pageRequest(payload.location));
      payload = payloadOf(entry);
    }
    const { status, body } = shape(payload);
    const rendered = await renderBody({ status, type: JSON_TYPE, body: JSON.stringify(body), tags: entry.tags });
    return status >= 500 ? { uncacheable: rendered } : rendered;
  });
}

const qs = <K extends string>(query: Partial<Record<K, string | string[]>>, keys: K[]) => {
  const params = new URLSearchParams();
  for (const k of keys) {
    const value = queryText(query[k]);
    if (value) params.set(k, value);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** The read-only JSON API under /api/public: the same loaders the pages use, as plain resources. */
export function registerApiRoutes(app: FastifyInstance): void {
  const pageData = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    // A parameter that decodes to a slash (`%2F`) makes a path no page can have: not found, not a fault.
    const page = parsePageUrl(path).request;
    if (!page) return reply.code(404).header('cache-control', PUBLIC_CACHE).send(NOT_FOUND);
    return app.pageCache.serve(request, reply, cacheKeys.json(page), () => pageJsonEntry(app, page), JSON_SERVE);
  };
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const plain = { schema: { params: NoPublicParams, querystring: NoPublicQuery } };
  const byId = { schema: { params: IdTextParams, querystring: NoPublicQuery } };

  routes.get('/api/public/layout', plain, (request, reply) =>
    app.pageCache.serve(request, reply, cacheKeys.layout, () => layoutEntry(app), JSON_SERVE),
  );
  routes.get('/api/public/home', plain, (request, reply) => pageData(request, reply, '/'));
  routes.get('/api/public/about', plain, (request, reply) => pageData(request, reply, '/about'));
  routes.get('/api/public/sports', plain, (request, reply) =>
    app.pageCache.serve(
      request,
      reply,
      cacheKeys.sports,
      () =>
        app.pageCache.get(cacheKeys.sports, async () => {
          const sports = await app.reads.run((em) => em.find(Sport, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } }));
          return renderBody({
            type: JSON_TYPE,
            body: JSON.stringify(sports.map((s) => ({ id: s.id, title: s.title, slug: s.slug }))),
            tags: [tag.layout],
          });
        }),
      JSON_SERVE,
    ),
  );
  const newsQuery = PublicQuery({
    page: Type.Optional(QueryValue),
    after: Type.Optional(QueryValue),
    sport: Type.Optional(QueryValue),
    tag: Type.Optional(QueryValue),
  });
  routes.get('/api/public/news', { schema: { params: NoPublicParams, querystring: newsQuery } }, (request, reply) =>
    pageData(request, reply, `/news${qs(request.query, ['page', 'after', 'sport', 'tag'])}`),
  );
  routes.get('/api/public/news/:id', byId, (request, reply) =>
    pageData(request, reply, `/news/${encodeURIComponent(request.params.id)}/_`),
  );
  routes.get('/api/public/news/:id/comments', byId, (request, reply) => {
    const id = parseRouteId(request.params.id);
    const key = cacheKeys.comments(id ?? 0);
    return app.pageCache.serve(
      request,
      reply,
      key,
      () =>
        app.pageCache.get(key, async () => {
          const article = id ? payloadOf(await payloadEntry(app, pageRequest(`/news/${id}/_`))) : null;
          const tags = [tag.comments(id ?? 0), tag.news(id ?? 0)];
          if (!id || !article || article.kind === 'error')
            return renderBody({ status: 404, type: JSON_TYPE, body: JSON.stringify(NOT_FOUND), tags });
          const comments = await app.reads.run((em) => approvedComments(em, id));
          return renderBody({ type: JSON_TYPE, body: JSON.stringify(comments), tags });
        }),
      JSON_SERVE,
    );
  });
  routes.get(
    '/api/public/tags/:slug',
    { schema: { params: Type.Object({ slug: Type.String() }), querystring: NoPublicQuery } },
    (request, reply) => pageData(request, reply, publicPaths.tag(request.params.slug)),
  );
  routes.get('/api/public/sport/:id', byId, (request, reply) =>
    pageData(request, reply, `/sport/${encodeURIComponent(request.params.id)}/_`),
  );
  const galleriesQuery = PublicQuery({ kind: Type.Optional(QueryValue), page: Type.Optional(QueryValue) });
  routes.get('/api/public/galleries', { schema: { params: NoPublicParams, querystring: galleriesQuery } }, (request, reply) => {
    const base = request.query.kind === 'video' ? '/gallery/video' : '/gallery/photo';
    return pageData(request, reply, `${base}${qs(request.query, ['page'])}`);
  });
  routes.get('/api/public/gallery/photo/:id', byId, (request, reply) =>
    pageData(request, reply, `/gallery/photo/${encodeURIComponent(request.params.id)}/_`),
  );
  routes.get('/api/public/gallery/video/:id', byId, (request, reply) =>
    pageData(request, reply, `/gallery/video/${encodeURIComponent(request.params.id)}/_`),
  );
  routes.get('/api/public/game/:id', byId, (request, reply) =>
    pageData(request, reply, `/game/${encodeURIComponent(request.params.id)}/result/_`),
  );
  // The game page's data as GameCentre, kept under the page's own tags (any change of the game drops it).
  routes.get('/api/public/games/:id/centre', byId, (request, reply) => {
    // Only a game's id can name a centre; anything else (`%2F` among it) is no page path at all.
    if (parseRouteId(request.params.id) === null) return reply.code(404).header('cache-control', PUBLIC_CACHE).send(NOT_FOUND);
    const page = pageRequest(`/game/${encodeURIComponent(request.params.id)}/result/_`);
    const key = cacheKeys.centre(page);
    return app.pageCache.serve(request, reply, key, () => pageJsonEntry(app, page, key, centreBodyOf), JSON_SERVE);
  });
  // No date is today in Tehran; a malformed or impossible date is a 404 like the page's.
  routes.get(
    '/api/public/games',
    { schema: { params: NoPublicParams, querystring: PublicQuery({ date: Type.Optional(QueryValue) }) } },
    (request, reply) => {
      const date = queryText(request.query.date);
      return pageData(request, reply, date === undefined ? '/games' : `/games/${encodeURIComponent(date) || '_'}`);
    },
  );
  routes.get('/api/public/team/:id', byId, (request, reply) =>
    pageData(request, reply, `/team/${encodeURIComponent(request.params.id)}/_`),
  );
  routes.get(
    '/api/public/league/:id/table',
    { schema: { params: IdTextParams, querystring: PublicQuery({ season: Type.Optional(QueryValue) }) } },
    (request, reply) =>
      pageData(request, reply, `/league/${encodeURIComponent(request.params.id)}/table/_${qs(request.query, ['season'])}`),
  );
  const searchQuery = PublicQuery({ q: Type.Optional(QueryValue), page: Type.Optional(QueryValue) });
  routes.get('/api/public/search', { schema: { params: NoPublicParams, querystring: searchQuery } }, (request, reply) =>
    pageData(request, reply, `/search${qs(request.query, ['q', 'page'])}`),
  );
}
