import { describe, expect, it } from 'vitest';
import type { GameEvent, LineupEntry } from '@meydan/shared-types/public';
import { marksOf } from './lineup-marks';

const entry = (name: string, id?: number): LineupEntry => ({ player: id ? { id, name } : { name }, shirtNumber: null, position: null });
let next = 1;
const event = (e: Partial<GameEvent>): GameEvent => ({
  id: next++,
  minute: 10,
  extraMinute: null,
  side: 'home',
  type: 'goal',
  player: '',
  relatedPlayer: null,
  playerId: null,
  relatedPlayerId: null,
  ...e,
});

describe('the marks of a player on the sheet', () => {
  const events = [
    event({ type: 'goal', player: 'علی کریمی', playerId: 7 }),
    event({ type: 'penalty_goal', player: 'علی کریمی', playerId: 7, minute: 50 }),
    event({ type: 'yellow_card', player: 'علی کریمی', playerId: 7, minute: 30 }),
    event({ type: 'substitution', player: 'مهمان تازه', relatedPlayer: 'علی کریمی', relatedPlayerId: 7, minute: 70 }),
    event({ type: 'second_yellow', player: 'رضا نوری', minute: 45, extraMinute: 2 }),
    event({ type: 'own_goal', player: 'رضا نوری', minute: 60 }),
  ];

  it('counts goals, keeps the worst card and the minute he went off, by id', () => {
    expect(marksOf(entry('علی کریمی', 7), events)).toEqual({
      goals: 2,
      ownGoals: 0,
      card: 'yellow',
      cameOn: null,
      wentOff: { minute: 70, extraMinute: null },
    });
  });

  it('matches by name a player typed in, and the substitute who came on', () => {
    expect(marksOf(entry('رضا نوری'), events)).toMatchObject({ ownGoals: 1, card: 'red' });
    expect(marksOf(entry(' مهمان تازه '), events).cameOn).toEqual({ minute: 70, extraMinute: null });
  });

  it('does not take a namesake with another id for the same player', () => {
    expect(marksOf(entry('علی کریمی', 8), events)).toEqual({ goals: 0, ownGoals: 0, card: null, cameOn: null, wentOff: null });
  });
});
