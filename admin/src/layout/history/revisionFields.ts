import type { RevisionItem } from '@meydan/shared-types/schemas';

type Values = Record<string, unknown>;

/** The fields that link to another record, and the resource each links to. */
export const REFERENCES: Record<string, string> = {
  sport: 'sport',
  league: 'league',
  game: 'game',
  teams: 'team',
  tags: 'tag',
  positions: 'position',
  cover: 'media',
  video: 'media',
  poster: 'media',
};

export type FieldKind = 'text' | 'html' | 'status' | 'date' | 'boolean' | 'reference' | 'references' | 'items';

export function kindOf(field: string, value: unknown): FieldKind {
  if (field === 'body') return 'html';
  if (field === 'items') return 'items';
  if (field === 'status') return 'status';
  if (field === 'publishedAt') return 'date';
  if (field in REFERENCES) return Array.isArray(value) ? 'references' : 'reference';
  if (typeof value === 'boolean') return 'boolean';
  return 'text';
}

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const sameValue = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The order of the edit forms: the text first, then publishing, then links. */
const FORM_ORDER = [
  'rutitr',
  'title',
  'lead',
  'description',
  'body',
  'status',
  'publishedAt',
  'allowComments',
  'cover',
  'coverAlt',
  'items',
  'video',
  'videoUrl',
  'poster',
  'sport',
  'league',
  'teams',
  'game',
  'tags',
  'positions',
  'seoTitle',
  'seoDescription',
];
const rank = (field: string) => (FORM_ORDER.includes(field) ? FORM_ORDER.indexOf(field) : FORM_ORDER.length);

/** The fields that differ between two snapshots, in the order of the edit form (stored snapshots keep none). */
export function differingFields(older: Values, newer: Values): string[] {
  const fields = [...new Set([...Object.keys(newer), ...Object.keys(older)])];
  return fields.filter((f) => !sameValue(older[f], newer[f])).sort((a, b) => rank(a) - rank(b));
}

/** Every record id the snapshots link to, by resource: a gallery's photos are uploads too. */
export function referencedIds(snapshots: Values[]): Record<string, number[]> {
  const out: Record<string, Set<number>> = {};
  const add = (resource: string, id: unknown) => {
    if (typeof id === 'number') (out[resource] ??= new Set()).add(id);
  };
  for (const snapshot of snapshots) {
    for (const [field, resource] of Object.entries(REFERENCES)) {
      const value = snapshot[field];
      if (Array.isArray(value)) value.forEach((id) => add(resource, id));
      else add(resource, value);
    }
    if (Array.isArray(snapshot.items)) (snapshot.items as RevisionItem[]).forEach((item) => add('media', item.media));
  }
  return Object.fromEntries(Object.entries(out).map(([resource, ids]) => [resource, [...ids]]));
}
