import type { GameEventInput, GameResult, GameResultInput, GameSide, GameStatus } from '@meydan/shared-types/schemas';

/** One thing a reporter does to a game's result, applied to whatever result is stored when it is saved. */
export type ResultChange = (stored: GameResult) => Omit<GameResultInput, 'version'>;

/** The side a goal event counts for (an own goal, the other one), or null for any other event. */
function scoringSide(e: Pick<GameEventInput, 'type' | 'side'>): GameSide | null {
  if (e.type === 'goal' || e.type === 'penalty_goal') return e.side;
  if (e.type === 'own_goal') return e.side === 'home' ? 'away' : 'home';
  return null;
}

const asInput = (r: GameResult): Omit<GameResultInput, 'version'> => ({
  status: r.status,
  homeScore: r.homeScore,
  awayScore: r.awayScore,
  homeHalfScore: r.homeHalfScore,
  awayHalfScore: r.awayHalfScore,
  events: r.events.map(({ id: _id, ...e }) => e),
});

const bump = (r: Omit<GameResultInput, 'version'>, side: GameSide | null, by: number) =>
  side === null
    ? r
    : {
        ...r,
        homeScore: side === 'home' ? Math.max(0, (r.homeScore ?? 0) + by) : (r.homeScore ?? 0),
        awayScore: side === 'away' ? Math.max(0, (r.awayScore ?? 0) + by) : (r.awayScore ?? 0),
      };

/** Moves the game to the next period; starting it makes a 0–0, half time keeps the first half's score. */
export const setStatus =
  (status: GameStatus): ResultChange =>
  (stored) => {
    const r = asInput(stored);
    const started = status === 'live' && stored.status === 'scheduled';
    return {
      ...r,
      status,
      homeScore: started ? (r.homeScore ?? 0) : r.homeScore,
      awayScore: started ? (r.awayScore ?? 0) : r.awayScore,
      ...(status === 'half_time' ? { homeHalfScore: r.homeScore ?? 0, awayHalfScore: r.awayScore ?? 0 } : {}),
    };
  };

/** Adds an event at its minute; a goal adds to its side's score. */
export const addEvent =
  (event: GameEventInput): ResultChange =>
  (stored) => {
    const r = asInput(stored);
    const at = (e: GameEventInput) => e.minute * 100 + (e.extraMinute ?? 0);
    const events = [...r.events, event].sort((a, b) => at(a) - at(b));
    return bump({ ...r, events }, scoringSide(event), 1);
  };

/** Removes an event by what it says (ids change on every save); a goal's removal takes it off the score. */
export const removeEvent =
  (event: GameEventInput): ResultChange =>
  (stored) => {
    const r = asInput(stored);
    const same = (e: GameEventInput) =>
      e.minute === event.minute &&
      (e.extraMinute ?? null) === (event.extraMinute ?? null) &&
      e.side === event.side &&
      e.type === event.type &&
      e.player === event.player;
    const i = r.events.findIndex(same);
    if (i < 0) return r;
    return bump({ ...r, events: r.events.filter((_, j) => j !== i) }, scoringSide(event), -1);
  };

/** What the screen shows while a change is on its way: the stored result with the change laid over it. */
export function optimistic(stored: GameResult, change: ResultChange): GameResult {
  const next = change(stored);
  return {
    ...stored,
    ...next,
    homeHalfScore: next.homeHalfScore ?? stored.homeHalfScore,
    awayHalfScore: next.awayHalfScore ?? stored.awayHalfScore,
    events: next.events.map((e, i) => ({
      id: -1 - i,
      ...e,
      extraMinute: e.extraMinute ?? null,
      relatedPlayer: e.relatedPlayer ?? null,
      playerId: e.playerId ?? null,
      relatedPlayerId: e.relatedPlayerId ?? null,
    })),
  };
}
