import { parseRouteId, type PageQuery, type PublicRouteName } from '@meydan/shared-types/public';
import type { PagePayload } from '@meydan/shared-types/schemas';
import type { PageRequest } from '../cache/keys.js';
import { tags, type CacheTag, type ListTag } from '../cache/tags.js';
import type { LoaderContext } from './context.js';
import { shownItems } from './page-tags.js';

/** The request of one page, its query typed as that page reads it (shared-types PUBLIC_PAGES). */
export interface TypedRequest<K extends PublicRouteName> extends PageRequest {
  readonly query: PageQuery<K>;
}

export interface PageContext<K extends PublicRouteName> extends LoaderContext {
  request: TypedRequest<K>;
}

/**
 * The server's half of a public page; its route, query and view are in shared-types (PUBLIC_PAGES).
 * Everything else (the loader registry, the cache tags of what it shows, invalidation) reads this.
 */
export interface PageDefinition<K extends PublicRouteName> {
  route: K;
  /** Lists the page shows, which a new, removed or re-dated item may join or leave. */
  lists: readonly (ListTag | typeof tags.today)[];
  /** The item the route's `:id` names, so its page (or its 404, before it is published) follows that item. */
  item?: (id: number) => CacheTag[];
  load(ctx: PageContext<K>): Promise<PagePayload>;
}

export type AnyPageDefinition = { [K in PublicRouteName]: PageDefinition<K> }[PublicRouteName];

export const definePage = <K extends PublicRouteName>(definition: PageDefinition<K>): PageDefinition<K> => definition;

/** Everything a page shows: the layout, its lists, its item and every card in its data. */
export function pageTags(definition: AnyPageDefinition | null, request: PageRequest, data: unknown): CacheTag[] {
  const shown = new Set<CacheTag>([tags.layout]);
  if (definition) {
    for (const list of definition.lists) shown.add(list);
    const id = parseRouteId(request.params.id);
    if (id && definition.item) for (const t of definition.item(id)) shown.add(t);
  }
  shownItems(data, shown);
  return [...shown];
}
