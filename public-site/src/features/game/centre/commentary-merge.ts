import type { Commentary, CommentaryEntry, LiveCommentary } from './centre-types';

/** Newest first: minute, extra minute, then the order they were written (ids grow). */
const newestFirst = (a: CommentaryEntry, b: CommentaryEntry) =>
  b.minute - a.minute || (b.extraMinute ?? 0) - (a.extraMinute ?? 0) || b.id - a.id;

/**
 * The commentary held with a live message's latest changes applied: entries replaced or added by id,
 * removed ones dropped. `'reload'` when the message starts past the change after the one held (the
 * reader missed some, e.g. asleep in a background tab) and the whole commentary must be read again.
 */
export function applyCommentary(held: Commentary, live: LiveCommentary): Commentary | 'reload' {
  if (live.seq <= held.seq) return held;
  if (held.seq + 1 < live.from) return 'reload';
  const byId = new Map(held.entries.map((e) => [e.id, e]));
  // Oldest change first, so that the latest word on an entry wins.
  for (const change of [...live.changes].reverse()) {
    if (change.seq <= held.seq) continue;
    if ('removed' in change) byId.delete(change.id);
    else byId.set(change.id, change);
  }
  return { seq: live.seq, entries: [...byId.values()].sort(newestFirst) };
}
