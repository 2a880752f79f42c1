import { type GameEventInput, type GameResultInput } from '@meydan/shared-types/schemas';
import { deriveScoreFromEvents, type LeagueTableInput } from '@meydan/shared-types/sport';

export type EditableEvent = Omit<GameEventInput, 'minute' | 'extraMinute'> & {
  minute: number | null;
  extraMinute: number | null;
  /** Local key for React lists and drag handles; never sent. */
  key: string;
};

export const newEvent = (): EditableEvent => ({
  key: Math.random().toString(36).slice(2),
  minute: null,
  extraMinute: null,
  side: 'home',
  type: 'goal',
  player: '',
  relatedPlayer: null,
  playerId: null,
  relatedPlayerId: null,
});

/** The score the goal events add up to, and whether the typed score disagrees with it. */
export function scoreCheck(events: readonly EditableEvent[], home: number | null, away: number | null) {
  const derived = deriveScoreFromEvents(events);
  const hasGoals = derived.home + derived.away > 0;
  const mismatch = hasGoals && (derived.home !== (home ?? 0) || derived.away !== (away ?? 0));
  return { derived, mismatch };
}

/** Events in match order, as the server stores them. */
export function toResultInput(state: Omit<GameResultInput, 'events'>, events: readonly EditableEvent[]): GameResultInput {
  return {
    ...state,
    events: [...events]
      .sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0) || (a.extraMinute ?? 0) - (b.extraMinute ?? 0))
      .map(({ key: _key, minute, extraMinute, relatedPlayer, ...rest }) => ({
        ...rest,
        minute: minute ?? 0,
        extraMinute: extraMinute ?? null,
        relatedPlayer: relatedPlayer?.trim() ? relatedPlayer.trim() : null,
      })),
  };
}

/** The season's table input with this game's unsaved result in place of the stored one. */
export function withUnsavedResult(
  input: LeagueTableInput,
  gameId: number,
  result: Pick<GameResultInput, 'status' | 'homeScore' | 'awayScore'>,
): LeagueTableInput {
  return {
    ...input,
    games: input.games.map((g) =>
      g.id === gameId ? { ...g, status: result.status, homeScore: result.homeScore, awayScore: result.awayScore } : g,
    ),
  };
}
