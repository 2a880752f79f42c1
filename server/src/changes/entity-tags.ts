import { ALL, LISTS } from '../cache/content-tags.js';

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
 * with every reader (their fold updates the counts, a News change of its own).
 */
const PRIVATE = new Set(['Session', 'KnownDevice', 'LoginThrottle', 'Audit', 'Revision', 'ViewPending', 'ViewSeen', 'ViewFold']);
/** User fields a reader may see (an author's name); logins and passwords change nothing public. */
const PUBLIC_USER_FIELDS = new Set(['displayName']);

/**
 * The cache tags a change touches: precise for what readers hit most (news, galleries, games and
 * their lists, comments), `*` for reference data that appears everywhere (teams, leagues, sports,
 * tags, base information…), which changes rarely.
 */
export function tagsForChange({ entity, type, row, fields }: EntityChange): string[] {
  const id = idOf(row.id);
  switch (entity) {
    case 'News':
      return [`news:${id}`, LISTS.news];
    case 'Gallery':
      return [`gallery:${id}`, LISTS.gallery];
    case 'GalleryItem':
      return [`gallery:${idOf(row.gallery)}`];
    case 'Game':
      return [`game:${id}`, LISTS.game];
    case 'GameEvent':
      return [`game:${idOf(row.game)}`, LISTS.game];
    case 'Comment':
      // The most-commented list counts approved comments only: a new comment waiting for review changes it not.
      return type === 'create' && row.status !== 'approved'
        ? [`comments:${idOf(row.news)}`]
        : [`comments:${idOf(row.news)}`, LISTS.comments];
    case 'Media':
      // A new upload shows nowhere until something refers to it, which is a change of its own.
      return type === 'create' ? [] : [ALL];
    case 'User':
      // A new account is nobody's author yet; a login or password change shows nowhere.
      if (type === 'create' || (type === 'update' && !fields.some((f) => PUBLIC_USER_FIELDS.has(f)))) return [];
      return [ALL];
    default:
      return PRIVATE.has(entity) ? [] : [ALL];
  }
}
