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
  Game: ({ row }) => [tags.game(idOf(row.id) ?? 0), tags.list.game],
  GameEvent: ({ row }) => [tags.game(idOf(row.game) ?? 0), tags.list.game],
  // Team sheets show on their game's page only; no list of games names who played.
  GameLineup: ({ row }) => [tags.game(idOf(row.game) ?? 0)],
  GameLineupEntry: ({ row }) => [tags.game(idOf(row.game) ?? 0)],
  // Commentary and statistics likewise show on the game's page (and its centre) only.
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
