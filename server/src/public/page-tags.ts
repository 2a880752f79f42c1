import { tags, type CacheTag } from '../cache/tags.js';

const MAX_DEPTH = 6;

/**
 * Items a page shows, found by shape: game cards carry `kickoffAt`, news and gallery cards a
 * `shortCode` (galleries also a `kind`). New pages made of the shared cards are tagged without
 * anyone listing their contents.
 */
export function shownItems(node: unknown, into: Set<CacheTag>, depth = 0): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) shownItems(item, into, depth + 1);
    return;
  }
  const o = node as Record<string, unknown>;
  if (typeof o.id === 'number') {
    if ('kickoffAt' in o) into.add(tags.game(o.id));
    else if ('shortCode' in o) into.add('kind' in o ? tags.gallery(o.id) : tags.news(o.id));
  }
  for (const value of Object.values(o)) if (value !== null && typeof value === 'object') shownItems(value, into, depth + 1);
}
