/**
 * Cache tags: what a kept answer shows, and what a change touches. Built only here, by typed functions,
 * and read back only here (`itemOf`): nothing else spells or parses a tag.
 */

/** Items a page can show, each followed on its own. */
export type ItemKind = 'news' | 'gallery' | 'game' | 'comments' | 'player' | 'results' | 'season';
export type ItemTag = `${ItemKind}:${number}`;
export type ListName = 'news' | 'gallery' | 'game' | 'comments';
export type ListTag = `list:${ListName}`;
export type CacheTag = ItemTag | ListTag | 'layout' | 'clock:today' | '*';

const item =
  <K extends ItemKind>(kind: K) =>
  (id: number): `${K}:${number}` =>
    `${kind}:${id}`;

export const tags = {
  news: item('news'),
  gallery: item('gallery'),
  game: item('game'),
  /** A news item's approved comments. */
  comments: item('comments'),
  /** What a player's page counts: their places on team sheets and the events that name them. */
  player: item('player'),
  /** A team's results (finished and awarded games): the head-to-head and form a game page shows. */
  results: item('results'),
  /** A season's games: any change of one of them (a goal, a card, a result), which the season's boards count. */
  season: item('season'),
  /** Lists a new, removed or re-dated item may join or leave. */
  list: { news: 'list:news', gallery: 'list:gallery', game: 'list:game', comments: 'list:comments' },
  /** The header and footer (sports, leagues, base information): on every page. */
  layout: 'layout',
  /** Pages whose content is "today" in Tehran: dropped at Tehran's midnight by the day clock, with no write. */
  today: 'clock:today',
  /** Everything: a change the cache cannot place precisely. */
  all: '*',
} as const satisfies {
  [K in ItemKind]: (id: number) => ItemTag;
} & { list: Record<ListName, ListTag>; layout: CacheTag; today: CacheTag; all: CacheTag };

const KINDS: ReadonlySet<string> = new Set<ItemKind>(['news', 'gallery', 'game', 'comments', 'player', 'results', 'season']);

/** The item a tag names (`game:12` → { kind: 'game', id: 12 }), or null for a list, the layout, a clock. */
export function itemOf(tag: string): { kind: ItemKind; id: number } | null {
  const colon = tag.indexOf(':');
  const kind = tag.slice(0, colon);
  if (colon === -1 || !KINDS.has(kind)) return null;
  const id = Number(tag.slice(colon + 1));
  return Number.isInteger(id) && id > 0 ? { kind: kind as ItemKind, id } : null;
}

/**
 * Every item of a kind, for a cache in front of the app only: a response showing too many items to name
 * them all in a header (a sitemap) carries this instead, and every change to an item of that kind
 * drops it there too. The app's own cache needs none: it keeps the full list of tags in memory.
 */
export type EveryTag = `every:${ItemKind}`;
export const everyTagOf = (kind: ItemKind): EveryTag => `every:${kind}`;

const TAGS: ReadonlySet<string> = new Set<string>([...Object.values(tags.list), tags.layout, tags.today, tags.all]);

/** Whether a string from the wire is a tag this server makes. */
export const isCacheTag = (value: unknown): value is CacheTag => typeof value === 'string' && (TAGS.has(value) || itemOf(value) !== null);
