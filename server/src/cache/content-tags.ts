import { matchPublicRoute, parseRouteId, type PublicRouteName } from '@meydan/shared-types/public';

/** Tags that stand for "everything": a change the cache cannot place precisely. */
export const ALL = '*';
export const LAYOUT = 'layout';
export const LISTS = { news: 'list:news', gallery: 'list:gallery', game: 'list:game', comments: 'list:comments' } as const;
/** Pages whose content is "today" in Tehran: dropped at Tehran's midnight by the day clock, with no write. */
export const TODAY = 'clock:today';

/** Lists a page shows, which a new, removed or re-dated item may join or leave. */
const ROUTE_LISTS: Partial<Record<PublicRouteName, readonly string[]>> = {
  home: [LISTS.news, LISTS.gallery, LISTS.game, LISTS.comments],
  index: [LISTS.news, LISTS.gallery, LISTS.game, LISTS.comments],
  newsList: [LISTS.news],
  shortLink: [LISTS.news, LISTS.gallery],
  tag: [LISTS.news, LISTS.gallery],
  sport: [LISTS.news, LISTS.gallery, LISTS.game],
  photoList: [LISTS.gallery],
  videoList: [LISTS.gallery],
  leagueTable: [LISTS.game],
  fixtures: [LISTS.game, TODAY],
  fixturesDay: [LISTS.game],
  team: [LISTS.game, LISTS.news],
  // News about the game and its report (marked on the news side): a save or a scheduled item coming out changes no game row.
  game: [LISTS.news],
  search: [LISTS.news, LISTS.gallery],
};

/** The item a route is about, so its page (or its 404, before it is published) follows that item. */
const ROUTE_ITEM: Partial<Record<PublicRouteName, (id: number) => string[]>> = {
  newsArticle: (id) => [`news:${id}`, `comments:${id}`],
  photo: (id) => [`gallery:${id}`],
  video: (id) => [`gallery:${id}`],
  game: (id) => [`game:${id}`],
};

const MAX_DEPTH = 6;

/**
 * Items a page shows, found by shape: game cards carry `kickoffAt`, news and gallery cards a
 * `shortCode` (galleries also a `kind`). New pages made of the shared cards are tagged without
 * anyone listing their contents.
 */
function collectItems(node: unknown, tags: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectItems(item, tags, depth + 1);
    return;
  }
  const o = node as Record<string, unknown>;
  if (typeof o.id === 'number') {
    if ('kickoffAt' in o) tags.add(`game:${o.id}`);
    else if ('shortCode' in o) tags.add(`${'kind' in o ? 'gallery' : 'news'}:${o.id}`);
  }
  for (const value of Object.values(o)) if (value !== null && typeof value === 'object') collectItems(value, tags, depth + 1);
}

/** Everything a public page at `path` shows, given the data its loader returned. */
export function pageTags(path: string, data: unknown): string[] {
  const tags = new Set<string>([LAYOUT]);
  const match = matchPublicRoute(path);
  if (match) {
    for (const tag of ROUTE_LISTS[match.name] ?? []) tags.add(tag);
    const id = parseRouteId(match.params.id);
    const item = ROUTE_ITEM[match.name];
    if (id && item) for (const tag of item(id)) tags.add(tag);
  }
  collectItems(data, tags, 0);
  return [...tags];
}
