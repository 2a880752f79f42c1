import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CALENDAR_COOKIE, HYDRATION_SCRIPT_ID, SESSION_COOKIE, parseCalendar, type HydrationState } from '@meydan/shared-types';
import { currentBuildId, isPayloadPath, loadForRequest, NO_STORE, publicOrigin, sendCached, servePayload } from '../public/index.js';
import { composeDocument, headTags, hoistImagePreloads } from './document.js';
import { loadSiteBundle, type SiteBundle } from './site-bundle.js';
import { NOT_BUILT_HTML, RENDER_FAILED_HTML } from './static-pages.js';

/** Paths other parts of the server own; an unknown path under them is a plain 404, never a page. */
const RESERVED = ['/api', '/admin', '/auth', '/media', '/builds', '/assets'];
const HTML = 'text/html; charset=utf-8';
const isReserved = (path: string) => RESERVED.some((p) => path === p || path.startsWith(`${p}/`));

function cookie(request: FastifyRequest, name: string): string | undefined {
  return (request.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`))?.[1];
}

/** Server rendering of the public site for every GET path no other route claims, and its static files. */
export default async function ssr(app: FastifyInstance): Promise<void> {
  const siteDist = app.config.siteDist;
  const assets = join(siteDist, 'client', 'assets');
  if (existsSync(assets)) {
    // Hashed file names: a changed file gets a new name, so these can be cached for good.
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
      // Other parts of the app serve files too; only one registration may own reply.sendFile.
      decorateReply: false,
      // `.br`/`.gz` written by the site's build sit beside each file.
      preCompressed: true,
    });
  }

  let bundle: Promise<SiteBundle | null> | null = null;
  const site = async () => {
    const loaded = await (bundle ??= loadSiteBundle(siteDist));
    if (!loaded) bundle = null; // not built yet: look again on the next request
    return loaded;
  };

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.raw.url ?? '/').split('?')[0];
    if (isReserved(path)) return reply.callNotFound();
    if (isPayloadPath(path)) return servePayload(request, reply);
    return renderPage(request, reply, await site());
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply, built: SiteBundle | null) {
    if (!built) return reply.code(503).header('cache-control', NO_STORE).type(HTML).send(NOT_BUILT_HTML);
    const url = request.raw.url ?? '/';
    const { layout, payload } = await loadForRequest(request, url);
    if (payload.kind === 'redirect') {
      return reply.code(payload.status).header('cache-control', 'public, max-age=300').redirect(payload.location, payload.status);
    }
    const state: HydrationState = {
      buildId: currentBuildId(app),
      url,
      calendar: parseCalendar(cookie(request, CALENDAR_COOKIE)),
      maybeSignedIn: cookie(request, SESSION_COOKIE) !== undefined,
      layout,
      payload,
    };
    try {
      const { preloads, html } = hoistImagePreloads(await built.entry.render(state));
      const head = preloads + headTags({
        head: payload.head,
        origin: publicOrigin(app),
        siteTitle: layout.siteTitle,
        defaultImage: layout.logo?.src ?? null,
        fonts: built.fonts,
        modules: payload.kind === 'page' ? built.pageModules(payload.page) : [],
      });
      const document = composeDocument(built.template, new URL(url, 'http://x').pathname, head, html, built.entry.serializeState(state), HYDRATION_SCRIPT_ID);
      return sendCached(request, reply, document, {
        status: payload.status,
        type: HTML,
        cacheControl: payload.status >= 500 ? NO_STORE : undefined,
        // The calendar cookie changes how dates are rendered.
        vary: 'Cookie',
      });
    } catch (err) {
      request.log.error({ err, url }, 'server render failed');
      return reply.code(500).header('cache-control', NO_STORE).type(HTML).send(RENDER_FAILED_HTML);
    }
  }
}
