import { parseLsn, type Lsn } from '../db/replicas/lsn.js';
import { isCacheTag, itemOf, tags as tag, type CacheTag, type ItemKind } from './tags.js';

/** Topics of the change channel, and what each carries. */
export const TOPICS = { content: 'content' } as const;

/** A committed write, as every process hears it: the tags it touches. */
export interface ContentChange {
  readonly tags: readonly CacheTag[];
  /** Whether it touches everything (reference data that appears on every page). */
  readonly all: boolean;
  /**
   * The primary's WAL position once it had committed (`pg_current_wal_lsn()`): a replica that has
   * replayed this far shows the change. Null when the sender runs without replicas, or could not read it.
   */
  readonly lsn: Lsn | null;
}

interface ContentMessage {
  tags: readonly CacheTag[];
  lsn?: string;
}

/** The message for a change: its tags and, when replicas are in use, the position (`0/3000148`) to wait for. */
export const encodeContentChange = (tags: readonly CacheTag[], lsn?: string | null): ContentMessage => (lsn ? { tags, lsn } : { tags });

/** The one reader of `content` messages; null for a message this server does not make. */
export function decodeContentChange(data: unknown): ContentChange | null {
  const message = data as { tags?: unknown; lsn?: unknown } | null;
  const raw = message?.tags;
  if (!Array.isArray(raw)) return null;
  const tags = raw.filter(isCacheTag);
  return { tags, all: tags.includes(tag.all), lsn: parseLsn(message?.lsn) };
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
