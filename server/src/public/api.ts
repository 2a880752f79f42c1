import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRouteId, publicPaths, type PagePayload } from '@meydan/shared-types';
import { Sport } from '../db/entities.js';
import { sendCachedJson } from './http-cache.js';
import { loadLayout } from './layout.js';
import { approvedComments } from './loaders/news-article.js';
import { loadForRequest } from './render-context.js';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>;

/** Answers with a page loader's data (following a slug redirect internally), or its error as `{ message }`. */
async function pageData(request: Req, reply: FastifyReply, path: string) {
  let { payload } = await loadForRequest(request, path);
  if (payload.kind === 'redirect') payload = (await loadForRequest(request, payload.location)).payload;
  return sendPayloadData(request, reply, payload);
}

function sendPayloadData(request: Req, reply: FastifyReply, payload: PagePayload) {
  if (payload.kind === 'page') return sendCachedJson(request, reply, payload.data);
  if (payload.kind === 'error') {
    const message = payload.status === 404 ? 'پیدا نشد.' : 'خطای داخلی سرور';
    return sendCachedJson(request, reply, { message }, payload.status, payload.status >= 500 ? 'no-store' : undefined);
  }
  return sendCachedJson(request, reply, { message: 'پیدا نشد.' }, 404);
}

const qs = (query: Record<string, string>, keys: string[]) => {
  const params = new URLSearchParams();
  for (const k of keys) if (query[k]) params.set(k, query[k]);
  const s = params.toString();
  return s ? `?${s}` : '';
};

/** The read-only JSON API under /api/public: the same loaders the pages use, as plain resources. */
export function registerApiRoutes(app: FastifyInstance): void {
  app.get('/api/public/layout', async (request: Req, reply) => {
    return sendCachedJson(request, reply, await loadLayout(request.em));
  });
  app.get('/api/public/home', (request: Req, reply) => pageData(request, reply, '/'));
  app.get('/api/public/about', (request: Req, reply) => pageData(request, reply, '/about'));
  app.get('/api/public/sports', async (request: Req, reply) => {
    const sports = await request.em.find(Sport, { isActive: true }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return sendCachedJson(request, reply, sports.map((s) => ({ id: s.id, title: s.title, slug: s.slug })));
  });
  app.get('/api/public/news', (request: Req, reply) =>
    pageData(request, reply, `/news${qs(request.query, ['page', 'sport', 'tag'])}`));
  app.get('/api/public/news/:id', (request: Req, reply) => pageData(request, reply, `/news/${encodeURIComponent(request.params.id)}/_`));
  app.get('/api/public/news/:id/comments', async (request: Req, reply) => {
    const id = parseRouteId(request.params.id);
    const { payload } = await loadForRequest(request, `/news/${id ?? 'x'}/_`);
    if (!id || payload.kind === 'error') return sendCachedJson(request, reply, { message: 'پیدا نشد.' }, 404);
    return sendCachedJson(request, reply, await approvedComments(request.em, id));
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
  app.get('/api/public/league/:id/table', (request: Req, reply) =>
    pageData(request, reply, `/league/${encodeURIComponent(request.params.id)}/table/_${qs(request.query, ['season'])}`));
}
