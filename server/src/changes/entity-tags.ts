import { tags, type CacheTag } from '../cache/tags.js';

/** What one flushed change looks like to the cache: the entity's name, its row and what was written. */
export interface EntityChange {
  entity: string;
  type: 'create' | 'update' | 'delete';
  row: Record<string, unknown>;
  fields: readonly string[];
}

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id;
  return null;
};

/** The players an event or a team-sheet place names, as their pages' tags. */
const playerTags = (...links: unknown[]): CacheTag[] => links.map(idOf).flatMap((id) => (id ? [tags.player(id)] : []));

/** Statuses whose score counts as a result: the ones head-to-head and form read. */
const RESULT_STATUSES: ReadonlySet<unknown> = new Set(['finished', 'awarded']);

/**
 * A game's teams' results, when the change can alter them: a game added or removed, a status change, or
 * any edit of a game that is a result. A goal in a game under way changes no result, so the cached pages
 * of every other game of those teams stay.
 */
const resultTags = ({ type, row, fields }: EntityChange): CacheTag[] =>
  type !== 'update' || fields.includes('status') || RESULT_STATUSES.has(row.status)
    ? [row.homeTeam, row.awayTeam].map(idOf).flatMap((id) => (id ? [tags.results(id)] : []))
    : [];

/** The season a game belongs to, whose boards (top scorers, assists, cards) count its events. */
const seasonTags = (season: unknown): CacheTag[] => {
  const id = idOf(season);
  return id ? [tags.season(id)] : [];
};

/**
 * Entities no public page shows: sessions, devices and throttles come and go with every login, the audit
 * log and the revisions with every staff save (the save itself carries its item's tags), view beacons
 * with every reader (their fold updates the counts, a News change of its own), preview links with a
 * preview handed out (previews are never cached).
 */
const PRIVATE = new Set([
  'Session',
  'KnownDevice',
  'LoginThrottle',
  'Audit',
  'Revision',
  'ViewPending',
  'ViewSeen',
  'ViewFold',
  'PreviewLink',
]);
/** User fields a reader may see (an author's name); logins and passwords change nothing public. */
const PUBLIC_USER_FIELDS = new Set(['displayName']);

/**
 * The cache tags a change touches: precise for what readers hit most (news, galleries, games and
 * their lists, comments), `*` for reference data that appears everywhere (teams, leagues, sports,
 * tags, base information…), which changes rarely.
 */
const ENTITY_TAGS: Readonly<Record<string, (change: EntityChange) => CacheTag[]>> = {
  News: ({ row }) => [tags.news(idOf(row.id) ?? 0), tags.list.news],
  Gallery: ({ row }) => [tags.gallery(idOf(row.id) ?? 0), tags.list.gallery],
  GalleryItem: ({ row }) => [tags.gallery(idOf(row.gallery) ?? 0)],
  // Every event is saved as a change of its game, so the game's season names its statistics' pages.
  Game: (change) => [tags.game(idOf(change.row.id) ?? 0), tags.list.game, ...resultTags(change), ...seasonTags(change.row.season)],
  GameEvent: ({ row }) => [tags.game(idOf(row.game) ?? 0), tags.list.game, ...playerTags(row.squadPlayer, row.relatedSquadPlayer)],
  // Team sheets show on their game's page and count on their players' pages; no list of games names who played.
  GameLineup: ({ row }) => [tags.game(idOf(row.game) ?? 0)],
  GameLineupEntry: ({ row }) => [tags.game(idOf(row.game) ?? 0), ...playerTags(row.squadPlayer)],
  // Commentary and statistics show on the game's page (and its centre) only.
  GameCommentary: ({ row }) => [tags.game(idOf(row.game) ?? 0)],
  GameStats: ({ row }) => [tags.game(idOf(row.game) ?? 0)],
  // Readers see approved comments only, and the most-commented list counts only those: a new comment
  // waiting for review changes nothing public, so comment spam never drops the article's kept page.
  Comment: ({ type, row }) =>
    type === 'create' && row.status !== 'approved' ? [] : [tags.comments(idOf(row.news) ?? 0), tags.list.comments],
  // A new upload shows nowhere until something refers to it, which is a change of its own.
  Media: ({ type }) => (type === 'create' ? [] : [tags.all]),
  // A new account is nobody's author yet; a login or password change shows nowhere.
  User: ({ type, fields }) =>
    type === 'create' || (type === 'update' && !fields.some((f) => PUBLIC_USER_FIELDS.has(f))) ? [] : [tags.all],
};

export function tagsForChange(change: EntityChange): CacheTag[] {
  const of = Object.hasOwn(ENTITY_TAGS, change.entity) ? ENTITY_TAGS[change.entity] : undefined;
  if (of) return of(change);
  return PRIVATE.has(change.entity) ? [] : [tags.all];
}
