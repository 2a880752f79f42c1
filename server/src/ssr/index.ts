import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALENDAR_COOKIE, parseCalendar, type Calendar } from '@meydan/shared-types/calendar';
import { SESSION_COOKIE } from '@meydan/shared-types/constants';
import { type HydrationState, type LayoutData, type PagePayload } from '@meydan/shared-types/schemas';
import { cacheKeys, parsePageUrl, splitRequestLine, type PageRequest } from '../cache/keys.js';
import { renderBody, type Rendered } from '../cache/rendered.js';
import type { Produced } from '../cache/rendered-cache.js';
import { sendRendered } from '../cache/send-rendered.js';
import { serviceUnavailable } from '../public/context.js';
import { isPayloadPath, NO_STORE, PUBLIC_CACHE, publicOrigin, servePayload } from '../public/index.js';
import { currentBuildId, FALLBACK_LAYOUT, layoutEntry, layoutOf, payloadEntry, payloadOf } from '../public/render-context.js';
import { RETRY_AFTER_S } from '../public/unavailable.js';
import { NoQuerySchema, WildcardParamsSchema } from '../crud/route-schemas.js';
import { hashedAssets } from '../plugins/hashed-assets.js';
import appFiles from './app-files.js';
import { composePageDocument } from './page-document.js';
import { siteLoader, siteOrUnavailable, type SiteBundle } from './site-bundle.js';
import { RENDER_FAILED_HTML, sendStaticPage } from './static-pages.js';

/** Paths other parts of the server own; an unknown path under them is a plain 404, never a page. */
const RESERVED = ['/api', '/admin', '/auth', '/media', '/builds', '/assets', '/icons'];
const HTML = 'text/html; charset=utf-8';
/**
 * Signed-in readers and readers of the other calendar get the same server-kept pages, but no shared
 * cache (a CDN) may hand theirs to others; anonymous Jalali pages are public. See docs/operations.md,
 * "Behind a CDN".
 */
const PRIVATE_CACHE = 'private, no-cache';
const isReserved = (path: string) => RESERVED.some((p) => path === p || path.startsWith(`${p}/`));

export const hydrationState = (
  app: FastifyInstance,
  url: string,
  calendar: Calendar,
  signedIn: boolean,
  layout: LayoutData,
  payload: PagePayload,
): HydrationState => ({ buildId: currentBuildId(app), url, calendar, maybeSignedIn: signedIn, layout, payload });

/** Turns a page's hydration state into its complete HTML document. */
export interface PageRenderer {
  render(state: HydrationState, path: string): Promise<string>;
}

/**
 * The built site as a renderer of page documents (also the staff preview's, see src/preview), or null
 * while it is not built; rejects while it cannot be loaded (see site-bundle.ts). With render threads
 * (RENDER_THREADS) the pages render there and only the threads load the site's code (React and every
 * page; about 3 MB of RSS less in this thread): it asks a thread whether the site loads until it once
 * does. Without them, this thread loads the site and renders.
 */
export function siteRenderer(app: FastifyInstance): () => Promise<PageRenderer | null> {
  const origin = publicOrigin(app);
  const pool = app.renderPool;
  if (pool) {
    const renderer: PageRenderer = { render: (state, path) => pool.render({ state, path, origin }) };
    let loads = false;
    return async () => {
      loads ||= await pool.probe();
      return loads ? renderer : null;
    };
  }
  const load = siteLoader(app.config.siteDist);
  const renderers = new WeakMap<SiteBundle, PageRenderer>();
  return async () => {
    const built = await load();
    if (!built) return null;
    let renderer = renderers.get(built);
    if (!renderer) {
      renderer = { render: (state, path) => composePageDocument(built, { state, path, origin }) };
      renderers.set(built, renderer);
    }
    return renderer;
  };
}

/** Server rendering of the public site for every GET path no other route claims, and its static files. */
export default async function ssr(app: FastifyInstance): Promise<void> {
  const siteDist = app.config.siteDist;
  const assets = join(siteDist, 'client', 'assets');
  if (existsSync(assets)) await hashedAssets(app, assets, '/assets/');
  await appFiles(app);

  const site = siteRenderer(app);

  const stateOf = (url: string, calendar: Calendar, signedIn: boolean, layout: LayoutData, payload: PagePayload) =>
    hydrationState(app, url, calendar, signedIn, layout, payload);

  async function renderEntry(built: PageRenderer, page: PageRequest, calendar: Calendar, signedIn: boolean): Promise<Produced> {
    const pe = await payloadEntry(app, page);
    const payload = payloadOf(pe);
    if (payload.kind === 'redirect') {
      return renderBody({ status: payload.status, type: HTML, body: '', headers: { location: payload.location }, tags: pe.tags });
    }
    const layout = layoutOf(await layoutEntry(app));
    const document = await built.render(stateOf(page.key, calendar, signedIn, layout, payload), page.path);
    // The header too: it reaches crawlers that read no HTML head, and is kept with the page.
    const headers = payload.head.robots ? { 'x-robots-tag': payload.head.robots } : undefined;
    const rendered = await renderBody({ status: payload.status, type: HTML, body: document, headers, tags: pe.tags });
    return payload.status >= 500 ? { uncacheable: rendered } : rendered;
  }

  /** The Persian server-error page for an outage with nothing kept, rendered once per calendar. */
  function unavailablePage(built: PageRenderer, calendar: Calendar): Promise<Rendered> {
    return app.pageCache.get(cacheKeys.unavailable(calendar), async () => {
      const layout = await layoutEntry(app).then(layoutOf, () => FALLBACK_LAYOUT);
      const payload = serviceUnavailable('/');
      const document = await built.render(stateOf('/', calendar, false, layout, payload), '/');
      return renderBody({ status: 503, type: HTML, body: document, headers: { 'retry-after': RETRY_AFTER_S } });
    });
  }

  // Pages read their query string through cache/keys.ts, with each page's own parameters; the parsed copy is not used.
  app.get(
    '/*',
    { schema: { params: WildcardParamsSchema, querystring: NoQuerySchema } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw.url ?? '/';
      const { path, query } = splitRequestLine(raw);
      if (isReserved(path)) return reply.callNotFound();
      if (isPayloadPath(path)) return servePayload(request, reply);
      const { request: page, canonical } = parsePageUrl(raw);
      if (!page) return reply.callNotFound();
      // Every other spelling of a path (`//x`, `/a/../x`, `/x/`, `%d9` for `%D9`) is one redirect, never another page.
      if (!canonical) return reply.header('cache-control', PUBLIC_CACHE).redirect(query ? `${page.path}?${query}` : page.path, 301);
      const built = await siteOrUnavailable(request, reply, site);
      if (!built) return reply;

      const calendar = parseCalendar(request.cookies[CALENDAR_COOKIE]);
      const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
      const cacheKey = cacheKeys.html(page, calendar, signedIn);
      return app.pageCache.serve(
        request,
        reply,
        cacheKey,
        () => app.pageCache.get(cacheKey, () => renderEntry(built, page, calendar, signedIn)),
        {
          cacheControl: signedIn || calendar !== 'jalali' ? PRIVATE_CACHE : PUBLIC_CACHE,
          failure: async (req, res, unavailable) => {
            if (!unavailable) return sendStaticPage(res, 500, RENDER_FAILED_HTML);
            try {
              return sendRendered(req, res, await unavailablePage(built, calendar), NO_STORE);
            } catch (err) {
              req.log.error({ err }, 'server-error page failed to render');
              return sendStaticPage(res, 503, RENDER_FAILED_HTML, { 'retry-after': RETRY_AFTER_S });
            }
          },
        },
      );
    },
  );
}
