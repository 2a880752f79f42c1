import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LayoutData, PagePayload } from '@meydan/shared-types';
import { serverError } from './context.js';
import { loadLayout } from './layout.js';
import { MicroCache } from './micro-cache.js';
import { loadPage } from './pages.js';

const CACHE_MS = 5_000;
const caches = new WeakMap<object, { layout: MicroCache<LayoutData>; home: MicroCache<PagePayload> }>();

/** Per app (keyed by its ORM, the same object in every plugin scope), so test apps never share data. */
function cachesOf(request: FastifyRequest) {
  const key = request.server.orm;
  let entry = caches.get(key);
  if (!entry) {
    entry = { layout: new MicroCache<LayoutData>(CACHE_MS), home: new MicroCache<PagePayload>(CACHE_MS) };
    caches.set(key, entry);
  }
  return entry;
}

/** The home page is the busiest and the most expensive page, and the same for every reader. */
const isHome = (url: URL) => (url.pathname === '/' || url.pathname === '/index') && !url.search;

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
    const cache = cachesOf(request);
    layout = await cache.layout.get('layout', () => loadLayout(request.server.orm.em.fork()));
    const ctx = { em: request.em, url, origin, layout };
    payload = isHome(url)
      ? await cache.home.get('home', () => loadPage({ ...ctx, em: request.server.orm.em.fork() }))
      : await loadPage(ctx);
  } catch (err) {
    // The reader still gets the site's 500 page (with a minimal layout if even that failed), not JSON.
    request.log.error({ err, path: url.pathname }, 'page loader failed');
    payload = serverError(url.pathname);
  }
  return { layout, payload };
}

/** The build id the running server embeds in pages and compares payload requests against. */
export const currentBuildId = (app: FastifyInstance): string => app.buildId;
