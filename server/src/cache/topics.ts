import { isCacheTag, itemOf, tags as tag, type CacheTag, type ItemKind } from './tags.js';

/** Topics of the change channel, and what each carries. */
export const TOPICS = { content: 'content' } as const;

/** A committed write, as every process hears it: the tags it touches. */
export interface ContentChange {
  readonly tags: readonly CacheTag[];
  /** Whether it touches everything (reference data that appears on every page). */
  readonly all: boolean;
}

export const encodeContentChange = (tags: readonly CacheTag[]): { tags: readonly CacheTag[] } => ({ tags });

/** The one reader of `content` messages; null for a message this server does not make. */
export function decodeContentChange(data: unknown): ContentChange | null {
  const raw = (data as { tags?: unknown } | null)?.tags;
  if (!Array.isArray(raw)) return null;
  const tags = raw.filter(isCacheTag);
  return { tags, all: tags.includes(tag.all) };
}

/** Ids of the items of one kind a change touches. */
export function changedIds(change: ContentChange, kind: ItemKind): number[] {
  const ids: number[] = [];
  for (const t of change.tags) {
    const item = itemOf(t);
    if (item?.kind === kind) ids.push(item.id);
  }
  return ids;
}
