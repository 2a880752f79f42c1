import { parseRouteId, PUBLIC_PAGES, type PageQuery, type PublicRouteName } from '@meydan/shared-types/public';
import type { PageData, PageHead, PageKey, PagePayload } from '@meydan/shared-types/schemas';
import type { PageRequest } from '../cache/keys.js';
import { tags, type CacheTag, type ListTag } from '../cache/tags.js';
import type { LoaderContext, Outcome } from './context.js';
import { shownItems } from './page-tags.js';
import type { PageSitemap } from './sitemap-section.js';

/** The request of one page, its query typed as that page reads it (shared-types PUBLIC_PAGES). */
export interface TypedRequest<K extends PublicRouteName> extends PageRequest {
  readonly query: PageQuery<K>;
}

export interface PageContext<K extends PublicRouteName> extends LoaderContext {
  request: TypedRequest<K>;
}

type ViewOf<K extends PublicRouteName> = (typeof PUBLIC_PAGES)[K]['view'];
/** The data the page's view draws; a route that only redirects has none. */
export type DataOf<K extends PublicRouteName> = ViewOf<K> extends PageKey ? PageData<ViewOf<K>> : never;

export type { Outcome };

/**
 * What a loader found: the data its view draws and, only where the head reads what the page does not
 * show (an article's SEO title), those facts as `about`.
 */
export type Found<K extends PublicRouteName, A = undefined> = { data: DataOf<K> } & (undefined extends A ? { about?: A } : { about: A });

/**
 * The server's half of a public page; its route, query and view are in shared-types (PUBLIC_PAGES).
 * Everything else (the loader registry, the cache tags of what it shows, invalidation, the sitemap)
 * reads this.
 */
export interface PageDefinition<K extends PublicRouteName, A = undefined> {
  route: K;
  /** Lists the page shows, which a new, removed or re-dated item may join or leave. */
  lists: readonly (ListTag | typeof tags.today)[];
  /** The item the route's `:id` names, so its page (or its 404, before it is published) follows that item. */
  item?: (id: number) => CacheTag[];
  /** What the page read beyond the cards it shows (a game's head-to-head reads its teams' results). */
  reads?: (data: DataOf<NoInfer<K>>) => CacheTag[];
  /** Reads the page's data; it never builds the head. */
  load(ctx: PageContext<NoInfer<K>>): Promise<Found<NoInfer<K>, A> | Outcome>;
  /**
   * Title, description, canonical URL, Open Graph and JSON-LD, from what the loader found. Null only
   * for a route that always redirects (its view is null).
   */
  head: ViewOf<K> extends PageKey ? (data: DataOf<NoInfer<K>>, ctx: PageContext<NoInfer<K>>, about: A) => PageHead : null;
  /** Whether and how the page is listed in the sitemap; null says it is not. */
  sitemap: PageSitemap | null;
}

/** A page as the registry holds it: its parts, and its answer (loader and head together). */
export interface PublicPage<K extends PublicRouteName> {
  readonly route: K;
  readonly lists: readonly (ListTag | typeof tags.today)[];
  readonly item?: (id: number) => CacheTag[];
  readonly reads?: (data: DataOf<K>) => CacheTag[];
  /** Kept for the registry's check that no page lacks a part; `payload` runs them. */
  readonly load: unknown;
  readonly head: unknown;
  readonly sitemap: PageSitemap | null;
  payload(ctx: PageContext<K>): Promise<PagePayload>;
}

export type AnyPageDefinition = { [K in PublicRouteName]: PublicPage<K> }[PublicRouteName];

/** The payload of a page: the loader's redirect or error as it is, or its data under the head built from it. */
export function pagePayload<K extends PublicRouteName, A>(
  definition: PageDefinition<K, A>,
  ctx: PageContext<K>,
  found: Found<K, A> | Outcome,
): PagePayload {
  if ('kind' in found) return found;
  const view = PUBLIC_PAGES[definition.route].view as PageKey | null;
  const head = definition.head as ((data: DataOf<K>, ctx: PageContext<K>, about: A | undefined) => PageHead) | null;
  if (!view || !head) throw new Error(`the ${definition.route} page only redirects, yet its loader found a page`);
  // Keys in this order: the payload's bytes are the same whichever way the page was defined.
  return { kind: 'page', page: view, status: 200, head: head(found.data, ctx, found.about), data: found.data } as PagePayload;
}

export const definePage = <K extends PublicRouteName, A = undefined>(
  definition: PageDefinition<K, A>,
): PageDefinition<K, A> & PublicPage<K> => ({
  ...definition,
  payload: async (ctx) => pagePayload(definition, ctx, await definition.load(ctx)),
});

/** Everything a page shows: the layout, its lists, its item and every card in its data. */
export function pageTags(definition: AnyPageDefinition | null, request: PageRequest, data: unknown): CacheTag[] {
  const shown = new Set<CacheTag>([tags.layout]);
  if (definition) {
    for (const list of definition.lists) shown.add(list);
    const id = parseRouteId(request.params.id);
    if (id && definition.item) for (const t of definition.item(id)) shown.add(t);
    if (data && definition.reads) for (const t of (definition.reads as (d: unknown) => CacheTag[])(data)) shown.add(t);
  }
  shownItems(data, shown);
  return [...shown];
}
