import { type GameStatus } from '@meydan/shared-types/schemas';
import { clockOnStatusChange, type GameClock } from '@meydan/shared-types/sport';

interface ClockFields {
  clockStartedAt?: Date | null;
  clockBase?: number | null;
}

/** Starts the running half's clock when a status change calls for it (see `clockOnStatusChange`). */
export function applyClock(target: ClockFields, previous: GameStatus | null, next: GameStatus, now: Date): void {
  const change = clockOnStatusChange(previous, next, now);
  if (change === 'keep') return;
  target.clockStartedAt = new Date(change.clock.startedAt);
  target.clockBase = change.clock.base;
}

/** The stored clock in its public shape, or null when it is not running. */
export function gameClock(g: { status: GameStatus; clockStartedAt?: Date | string | null; clockBase?: number | null }): GameClock | null {
  if (g.status !== 'live' || !g.clockStartedAt || g.clockBase == null) return null;
  return { startedAt: new Date(g.clockStartedAt).toISOString(), base: g.clockBase };
}
