import { GAME_STAT_KEYS, type GameSide, type GameStats, type GameStatsInput, type GameStatKey } from '@meydan/shared-types/schemas';
import { LIMITS } from '@meydan/shared-types/constants';

/** One tap on the statistics, applied to whatever is stored when it is saved. */
export type StatsChange = (stored: GameStats) => Omit<GameStatsInput, 'version'>;

/** The figures kept by steppers; possession has its own control. */
export const STEPPED = GAME_STAT_KEYS.filter((k) => k !== 'possession');

const clamp = (key: GameStatKey, n: number) => Math.max(0, Math.min(LIMITS.gameStats[key], n));

/**
 * One more (or one fewer) of a figure for one side. Shots on target are shots too: one more on target
 * than there are shots brings the shots along, and one shot fewer than on target takes one off those.
 */
export const step =
  (key: GameStatKey, side: GameSide, by: 1 | -1): StatsChange =>
  (stored) => {
    const team = { ...stored[side] };
    team[key] = clamp(key, (team[key] ?? 0) + by);
    if (key === 'shotsOnTarget' && (team.shots ?? 0) < (team.shotsOnTarget ?? 0)) team.shots = team.shotsOnTarget;
    if (key === 'shots' && (team.shotsOnTarget ?? 0) > (team.shots ?? 0)) team.shotsOnTarget = team.shots;
    // Counting a figure for one side starts it for the other too: none so far is 0, not unknown.
    const other = { ...stored[side === 'home' ? 'away' : 'home'] };
    other[key] ??= 0;
    if (key === 'shotsOnTarget') other.shots ??= 0;
    return side === 'home' ? { home: team, away: other } : { home: other, away: team };
  };

/** The home side's possession, the away side's the rest of 100: the two always add up. */
export const possession =
  (home: number): StatsChange =>
  (stored) => {
    const h = clamp('possession', Math.round(home));
    return { home: { ...stored.home, possession: h }, away: { ...stored.away, possession: 100 - h } };
  };

export const previewStats = (shown: GameStats, change: StatsChange): GameStats => {
  const next = change(shown);
  return { ...shown, home: { ...shown.home, ...next.home }, away: { ...shown.away, ...next.away } } as GameStats;
};
