import { LIVE_LATE_MS, LIVE_LEAD_MS, LIVE_STATUSES, type GameCard } from '@meydan/shared-types/public';

const PLAYING: readonly string[] = LIVE_STATUSES;

/**
 * Whether a page should keep a stream open for this game: while it is played, and around the kick-off
 * of a scheduled one (shortly before, and for a while after in case nobody marked it started yet).
 */
export function shouldFollow(game: Pick<GameCard, 'status' | 'kickoffAt'>, nowMs: number): boolean {
  if (PLAYING.includes(game.status)) return true;
  if (game.status !== 'scheduled') return false;
  const kickoff = Date.parse(game.kickoffAt);
  return nowMs >= kickoff - LIVE_LEAD_MS && nowMs <= kickoff + LIVE_LATE_MS;
}

/** Delay before reconnecting after the `attempt`-th failure in a row: 1 s doubling to 30 s, with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = 1_000 * 2 ** Math.min(attempt, 5);
  // ±20 %: readers dropped together by a restart do not all come back in the same instant.
  return Math.round(Math.min(30_000, base * (0.8 + random() * 0.4)));
}
