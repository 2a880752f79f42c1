import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LayoutData, PagePayload } from '@meydan/shared-types';
import { serverError } from './context.js';
import { loadLayout } from './layout.js';
import { loadPage } from './pages.js';

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
    layout = await loadLayout(request.em);
    payload = await loadPage({ em: request.em, url, origin, layout });
  } catch (err) {
    // The reader still gets the site's 500 page (with a minimal layout if even that failed), not JSON.
    request.log.error({ err, path: url.pathname }, 'page loader failed');
    payload = serverError(url.pathname);
  }
  return { layout, payload };
}

/** The build id the running server embeds in pages and compares payload requests against. */
export const currentBuildId = (app: FastifyInstance): string => app.buildId;
