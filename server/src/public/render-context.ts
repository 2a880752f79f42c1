import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LayoutData, PagePayload } from '@meydan/shared-types';
import { serverError } from './context.js';
import { loadLayout } from './layout.js';
import { MicroCache } from './micro-cache.js';
import { loadPage } from './pages.js';

const CACHE_MS = 5_000;
const caches = new WeakMap<object, { layout: MicroCache<LayoutData>; pages: MicroCache<PagePayload> }>();

/** Per app (keyed by its ORM, the same object in every plugin scope), so test apps never share data. */
function cachesOf(app: FastifyInstance) {
  const key = app.orm;
  let entry = caches.get(key);
  if (!entry) {
    entry = { layout: new MicroCache<LayoutData>(CACHE_MS), pages: new MicroCache<PagePayload>(CACHE_MS, 1000) };
    caches.set(key, entry);
  }
  return entry;
}

/**
 * Forgets every cached page: called after any change made in the back office, so staff (and the
 * readers after them) see it at once in this process; other processes catch up within CACHE_MS.
 */
export function clearPageCaches(app: FastifyInstance): void {
  const entry = caches.get(app.orm);
  entry?.layout.clear();
  entry?.pages.clear();
}

/** `/index` is the home page under another name: one cache entry for both. */
const cacheKey = (url: URL) => (url.pathname === '/index' ? '/' : url.pathname) + url.search;

/** The origin canonical URLs, feeds and JSON-LD are written with. */
export function publicOrigin(app: FastifyInstance): string {
  return app.config.publicUrl.replace(/\/+$/, '');
}

const FALLBACK_LAYOUT: LayoutData = {
  siteTitle: 'میدان', siteDescription: '', logo: null, sports: [], leagues: [], footerText: '',
  contactEmail: null, contactPhone: null, address: null, socialLinks: [],
};

/** Loads the layout and the page for a path (and query), as both the server render and the payload need. */
export async function loadForRequest(request: FastifyRequest, pathWithQuery: string) {
  const origin = publicOrigin(request.server);
  const url = new URL(pathWithQuery, origin);
  let layout = FALLBACK_LAYOUT;
  let payload: PagePayload;
  try {
    // Every reader of a path gets the same data: it is built once per few seconds, not once per request.
    const cache = cachesOf(request.server);
    layout = await cache.layout.get('layout', () => loadLayout(request.server.orm.em.fork()));
    const pageLayout = layout;
    payload = await cache.pages.get(cacheKey(url), () => loadPage({ em: request.server.orm.em.fork(), url, origin, layout: pageLayout }));
  } catch (err) {
    // The reader still gets the site's 500 page (with a minimal layout if even that failed), not JSON.
    request.log.error({ err, path: url.pathname }, 'page loader failed');
    payload = serverError(url.pathname);
  }
  return { layout, payload };
}

/** The build id the running server embeds in pages and compares payload requests against. */
export const currentBuildId = (app: FastifyInstance): string => app.buildId;
