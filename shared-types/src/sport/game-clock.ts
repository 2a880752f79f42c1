import type { GameStatus } from '../schemas/game.js';

/** Minutes in a half: past it the clock reads «۴۵+۲», not «۴۷». */
const HALF_MINUTES = 45;

/**
 * The running half of a live game: when it started and how many minutes were already played then
 * (0 for the first half, 45 for the second). The server starts it when a game turns `live`.
 */
export interface GameClock {
  startedAt: string;
  base: number;
}

/** The minute being played at `nowMs` (the first minute is 1), or null while the clock is stopped. */
export function playedMinute(status: GameStatus, clock: GameClock | null, nowMs: number): number | null {
  if (status !== 'live' || !clock) return null;
  const started = Date.parse(clock.startedAt);
  if (Number.isNaN(started)) return null;
  return clock.base + Math.max(0, Math.floor((nowMs - started) / 60_000)) + 1;
}

/** A played minute as a scoreboard shows it: the half's last minute plus added time past it. */
export function minuteParts(minute: number, base: number): { minute: number; extra: number } {
  const end = base + HALF_MINUTES;
  return minute > end ? { minute: end, extra: minute - end } : { minute, extra: 0 };
}

export type ClockTransition = { clock: GameClock } | 'keep';

/**
 * What a status change does to the clock: turning `live` starts the first half, or the second one
 * after `half_time`; the moment it is saved is taken as the kick-off of that half. Every other change
 * leaves the clock as it is (it only shows while the game is live).
 */
export function clockOnStatusChange(previous: GameStatus | null, next: GameStatus, now: Date): ClockTransition {
  if (next !== 'live' || previous === 'live') return 'keep';
  return { clock: { startedAt: now.toISOString(), base: previous === 'half_time' ? HALF_MINUTES : 0 } };
}
