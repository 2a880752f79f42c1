import type { GameEvent, LineupEntry } from '@meydan/shared-types/public';

/** What a player did in the game, as the events tell it: shown beside his name on the pitch and the bench. */
export interface PlayerMarks {
  goals: number;
  ownGoals: number;
  card: 'yellow' | 'red' | null;
  /** The minute he came on, or went off, as the timeline writes it. */
  cameOn: Minute | null;
  wentOff: Minute | null;
}

export interface Minute {
  minute: number;
  extraMinute: number | null;
}

const NONE: PlayerMarks = { goals: 0, ownGoals: 0, card: null, cameOn: null, wentOff: null };

/**
 * Whether an event's player is this entry's: by id when both name a squad player, else by the name as
 * entered (a player typed in on the sheet, or in the events, has only that).
 */
const same = (entry: LineupEntry, id: number | null, name: string | null) =>
  entry.player.id && id ? entry.player.id === id : !!name && name.trim() === entry.player.name.trim();

/** Each entry of one side's sheet with its marks from that side's events. */
export function marksOf(entry: LineupEntry, events: readonly GameEvent[]): PlayerMarks {
  const marks = { ...NONE };
  for (const e of events) {
    const at = { minute: e.minute, extraMinute: e.extraMinute ?? null };
    if (same(entry, e.playerId ?? null, e.player)) {
      if (e.type === 'goal' || e.type === 'penalty_goal') marks.goals++;
      else if (e.type === 'own_goal') marks.ownGoals++;
      else if (e.type === 'yellow_card') marks.card ??= 'yellow';
      else if (e.type === 'second_yellow' || e.type === 'red_card') marks.card = 'red';
      else if (e.type === 'substitution') marks.cameOn = at;
    } else if (e.type === 'substitution' && same(entry, e.relatedPlayerId ?? null, e.relatedPlayer ?? null)) {
      marks.wentOff = at;
    }
  }
  return marks;
}
