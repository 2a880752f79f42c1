import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRouteId, publicPaths, type PagePayload } from '@meydan/shared-types';
import { LAYOUT } from '../cache/content-tags.js';
import { pageKey, type PageKey } from '../cache/page-key.js';
import { renderBody, type Rendered } from '../cache/rendered.js';
import type { ServeOptions } from '../plugins/page-cache.js';
import { Sport } from '../db/entities.js';
import { NO_STORE, PUBLIC_CACHE } from './http-cache.js';
import { approvedComments } from './loaders/news-article.js';
import { JSON_TYPE, layoutEntry, payloadEntry, payloadOf } from './render-context.js';
import { sendUnavailableJson } from './unavailable.js';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>;

const NOT_FOUND = { message: 'پیدا نشد.' };

export const JSON_SERVE: ServeOptions = {
  cacheControl: PUBLIC_CACHE,
  failure: (_request, reply, unavailable) => unavailable
    ? sendUnavailableJson(reply)
    : reply.code(500).header('cache-control', NO_STORE).send({ message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.' }),
};

function bodyOf(payload: PagePayload): { status: number; body: unknown } {
  // Search answers `{ total, items }`; the rest of its page data (the query, the terms to mark) is for rendering.
  if (payload.kind === 'page' && payload.page === 'search') return { status: 200, body: { total: payload.data.total, items: payload.data.items } };
  if (payload.kind === 'page') return { status: 200, body: payload.data };
  if (payload.kind === 'error') return { status: payload.status, body: { message: payload.status === 404 ? NOT_FOUND.message : 'خطای داخلی سرور' } };
  return { status: 404, body: NOT_FOUND };
}

/** A page's data as plain JSON (a slug redirect followed), kept like the page itself. */
function pageJsonEntry(app: FastifyInstance, key: PageKey): Promise<Rendered> {
  return app.pageCache.get(`a|${key.key}`, async () => {
    let entry = await payloadEntry(app, key);
    let payload = payloadOf(entry);
    if (payload.kind === 'redirect') {
      entry = await payloadEntry(app, pageKey(payload.location));
      payload = payloadOf(entry);
    }
    const { status, body } = bodyOf(payload);
    const rendered = await renderBody({ status, type: JSON_TYPE, body: JSON.stringify(body), tags: entry.tags });
    return status >= 500 ? { uncacheable: rendered } : rendered;
  });
}

const qs = (query: Record<string, string>, keys: string[]) => {
  const params = new URLSearchParams();
  for (const k of keys) if (query[k]) params.set(k, query[k]);
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** The read-only JSON API under /api/public: the same loaders the pages use, as plain resources. */
export function registerApiRoutes(app: FastifyInstance): void {
  const pageData = (request: Req, reply: FastifyReply, path: string) => {
    const key = pageKey(path);
    return app.pageCache.serve(request, reply, `a|${key.key}`, () => pageJsonEntry(app, key), JSON_SERVE);
  };

  app.get('/api/public/layout', (request: Req, reply) => app.pageCache.serve(request, reply, 'layout', () => layoutEntry(app), JSON_SERVE));
  app.get('/api/public/home', (request: Req, reply) => pageData(request, reply, '/'));
  app.get('/api/public/about', (request: Req, reply) => pageData(request, reply, '/about'));
  app.get('/api/public/sports', (request: Req, reply) =>
    app.pageCache.serve(request, reply, 'api|sports', () => app.pageCache.get('api|sports', async () => {
      const sports = await app.orm.em.fork().find(Sport, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
      return renderBody({ type: JSON_TYPE, body: JSON.stringify(sports.map((s) => ({ id: s.id, title: s.title, slug: s.slug }))), tags: [LAYOUT] });
    }), JSON_SERVE));
  app.get('/api/public/news', (request: Req, reply) =>
    pageData(request, reply, `/news${qs(request.query, ['page', 'after', 'sport', 'tag'])}`));
  app.get('/api/public/news/:id', (request: Req, reply) => pageData(request, reply, `/news/${encodeURIComponent(request.params.id)}/_`));
  app.get('/api/public/news/:id/comments', (request: Req, reply) => {
    const id = parseRouteId(request.params.id);
    const key = `api|comments|${id ?? 0}`;
    return app.pageCache.serve(request, reply, key, () => app.pageCache.get(key, async () => {
      const article = id ? payloadOf(await payloadEntry(app, pageKey(`/news/${id}/_`))) : null;
      const tags = [`comments:${id ?? 0}`, `news:${id ?? 0}`];
      if (!id || !article || article.kind === 'error') return renderBody({ status: 404, type: JSON_TYPE, body: JSON.stringify(NOT_FOUND), tags });
      return renderBody({ type: JSON_TYPE, body: JSON.stringify(await approvedComments(app.orm.em.fork(), id)), tags });
    }), JSON_SERVE);
  });
  app.get('/api/public/tags/:slug', (request: Req, reply) => pageData(request, reply, publicPaths.tag(request.params.slug)));
  app.get('/api/public/sport/:id', (request: Req, reply) => pageData(request, reply, `/sport/${encodeURIComponent(request.params.id)}/_`));
  app.get('/api/public/galleries', (request: Req, reply) => {
    const base = request.query.kind === 'video' ? '/gallery/video' : '/gallery/photo';
    return pageData(request, reply, `${base}${qs(request.query, ['page'])}`);
  });
  app.get('/api/public/gallery/photo/:id', (request: Req, reply) => pageData(request, reply, `/gallery/photo/${encodeURIComponent(request.params.id)}/_`));
  app.get('/api/public/gallery/video/:id', (request: Req, reply) => pageData(request, reply, `/gallery/video/${encodeURIComponent(request.params.id)}/_`));
  app.get('/api/public/game/:id', (request: Req, reply) => pageData(request, reply, `/game/${encodeURIComponent(request.params.id)}/result/_`));
  // No date is today in Tehran; a malformed or impossible date is a 404 like the page's.
  app.get('/api/public/games', (request: Req, reply) =>
    pageData(request, reply, request.query.date === undefined ? '/games' : `/games/${encodeURIComponent(request.query.date) || '_'}`));
  app.get('/api/public/team/:id', (request: Req, reply) => pageData(request, reply, `/team/${encodeURIComponent(request.params.id)}/_`));
  app.get('/api/public/league/:id/table', (request: Req, reply) =>
    pageData(request, reply, `/league/${encodeURIComponent(request.params.id)}/table/_${qs(request.query, ['season'])}`));
  app.get('/api/public/search', (request: Req, reply) => pageData(request, reply, `/search${qs(request.query, ['q', 'page'])}`));
}
