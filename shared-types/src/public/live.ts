/** The live stream: `GET {LIVE_PATH}?games=1,2,3`, Server-Sent Events. */
export const LIVE_PATH = '/api/public/live';
/** Games one stream may follow. */
export const LIVE_MAX_GAMES = 50;
/** Statuses during which a page keeps a stream open for a game. */
export const LIVE_STATUSES = ['live', 'half_time'] as const;
/** A page also follows a scheduled game this close to its kick-off, so the start shows without a reload. */
export const LIVE_LEAD_MS = 15 * 60_000;
/** …and this long after it, while nobody has marked it started yet. */
export const LIVE_LATE_MS = 3 * 3_600_000;
/** The most commentary changes one live message carries (see LiveCommentarySchema). */
export const LIVE_COMMENTARY_WINDOW = 10;
/** The SSE event name of a game's state. */
export const LIVE_EVENT = 'game';

/**
 * The event id: every followed game's state version (`12:k3j9x,13:a0b1c`). A reconnecting client sends
 * the last one back (`Last-Event-ID`, or `lastEventId` in the query when it reconnects by itself) and
 * receives only the games whose state differs from the version it holds.
 */
export function formatLiveEventId(versions: ReadonlyMap<number, string>): string {
  return [...versions].map(([id, v]) => `${id}:${v}`).join(',');
}

export function parseLiveEventId(value: string | undefined | null): Map<number, string> {
  const versions = new Map<number, string>();
  if (!value || value.length > 4_000) return versions;
  for (const part of value.split(',')) {
    const m = /^(\d{1,9}):([0-9a-z]{1,16})$/.exec(part);
    if (m) versions.set(Number(m[1]), m[2]);
  }
  return versions;
}
