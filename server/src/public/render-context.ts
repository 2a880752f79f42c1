import type { FastifyInstance } from 'fastify';
import type { LayoutData, PagePayload } from '@meydan/shared-types/schemas';
import { LAYOUT, pageTags } from '../cache/content-tags.js';
import type { PageKey } from '../cache/page-key.js';
import { renderBody, type Rendered } from '../cache/rendered.js';
import { loadLayout } from './layout.js';
import { loadPage } from './pages.js';
import { LAYOUT_KEY } from '../plugins/page-cache.js';

export const BUILD_HEADER = 'x-build-id';
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The origin canonical URLs, feeds and JSON-LD are written with. */
export function publicOrigin(app: FastifyInstance): string {
  return app.config.publicUrl.replace(/\/+$/, '');
}

/** The build id the running server embeds in pages and compares payload requests against. */
export const currentBuildId = (app: FastifyInstance): string => app.buildId;

/** What the header and footer show when not even the layout can be read (the database is down). */
export const FALLBACK_LAYOUT: LayoutData = {
  siteTitle: 'میدان',
  siteDescription: '',
  logo: null,
  sports: [],
  leagues: [],
  footerText: '',
  contactEmail: null,
  contactPhone: null,
  address: null,
  socialLinks: [],
};

/** The header and footer data, also served as `/api/public/layout`. */
export function layoutEntry(app: FastifyInstance): Promise<Rendered> {
  return app.pageCache.get(LAYOUT_KEY, async () => {
    const layout = await loadLayout(app.orm.em.fork());
    return renderBody({ type: JSON_TYPE, body: JSON.stringify(layout), tags: [LAYOUT], data: layout });
  });
}

export const layoutOf = (entry: Rendered) => entry.data as LayoutData;
export const payloadOf = (entry: Rendered) => entry.data as PagePayload;

/**
 * A page's loader result, kept as its `_payload.json` body: the HTML, the payload and the public JSON of
 * one page share this one load. A server error is never kept.
 */
export function payloadEntry(app: FastifyInstance, key: PageKey): Promise<Rendered> {
  return app.pageCache.get(`p|${key.key}`, async () => {
    const layout = layoutOf(await layoutEntry(app));
    const origin = publicOrigin(app);
    const url = new URL(key.key, origin);
    const payload = await loadPage({ em: app.orm.em.fork(), url, origin, layout });
    const body = JSON.stringify(payload);
    const rendered = await renderBody({
      // A redirect is data for the client to follow; errors carry their status.
      status: payload.kind === 'redirect' ? 200 : payload.status,
      type: JSON_TYPE,
      body,
      tags: pageTags(url.pathname, payload.kind === 'page' ? payload.data : null),
      data: payload,
      headers: { [BUILD_HEADER]: currentBuildId(app) },
    });
    return payload.status >= 500 ? { uncacheable: rendered } : rendered;
  });
}
