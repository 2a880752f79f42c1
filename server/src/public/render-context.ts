import type { FastifyInstance } from 'fastify';
import type { LayoutData, PagePayload } from '@meydan/shared-types/schemas';
import { cacheKeys, type PageRequest } from '../cache/keys.js';
import { tags, type CacheTag } from '../cache/tags.js';
import { pageTags } from './define-page.js';
import { renderBody, type Rendered } from '../cache/rendered.js';
import { loadLayout } from './layout.js';
import { loadPage, pageDefinition } from './pages.js';

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
  return app.pageCache.get(cacheKeys.layout, async () => {
    const layout = await app.reads.run((em) => loadLayout(em, app.mediaUrl));
    return renderBody({ type: JSON_TYPE, body: JSON.stringify(layout), tags: [tags.layout], data: layout });
  });
}

export const layoutOf = (entry: Rendered) => entry.data as LayoutData;
export const payloadOf = (entry: Rendered) => entry.data as PagePayload;

/** Data shared by many pages, kept in the page cache as JSON with its tags (see LoaderContext.keep). */
const keeper =
  (app: FastifyInstance) =>
  <T>(key: string, tags: readonly CacheTag[], produce: () => Promise<T>): Promise<T> =>
    app.pageCache
      .get(key, async () => {
        const data = await produce();
        return renderBody({ type: JSON_TYPE, body: JSON.stringify(data), tags, data });
      })
      .then((entry) => entry.data as T);

/**
 * A page's loader result, kept as its `_payload.json` body: the HTML, the payload and the public JSON of
 * one page share this one load. A server error is never kept.
 */
export function payloadEntry(app: FastifyInstance, request: PageRequest): Promise<Rendered> {
  return app.pageCache.get(cacheKeys.payload(request), async () => {
    const layout = layoutOf(await layoutEntry(app));
    const origin = publicOrigin(app);
    const payload = await app.reads.run((em) => loadPage({ em, request, origin, layout, mediaUrl: app.mediaUrl, keep: keeper(app) }));
    const body = JSON.stringify(payload);
    const rendered = await renderBody({
      // A redirect is data for the client to follow; errors carry their status.
      status: payload.kind === 'redirect' ? 200 : payload.status,
      type: JSON_TYPE,
      body,
      tags: pageTags(pageDefinition(request.route), request, payload.kind === 'page' ? payload.data : null),
      data: payload,
      headers: { [BUILD_HEADER]: currentBuildId(app) },
    });
    return payload.status >= 500 ? { uncacheable: rendered } : rendered;
  });
}
