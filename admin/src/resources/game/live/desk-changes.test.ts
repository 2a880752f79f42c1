import { describe, expect, it } from 'vitest';
import type { GameResult, GameStats } from '@meydan/shared-types/schemas';
import { addEvent, removeEvent, setStatus } from './result-changes';
import { possession, step } from './stats-changes';

const result = (over: Partial<GameResult> = {}): GameResult => ({
  id: 1,
  version: 3,
  status: 'live',
  homeScore: 0,
  awayScore: 0,
  homeHalfScore: null,
  awayHalfScore: null,
  events: [],
  ...over,
});
const goal = { minute: 30, side: 'away' as const, type: 'goal' as const, player: 'مهاجم' };

describe('a tap on the result', () => {
  it('adds a goal to its side, an own goal to the other side, and takes it back on removal', () => {
    expect(addEvent(goal)(result())).toMatchObject({ homeScore: 0, awayScore: 1, events: [goal] });
    expect(addEvent({ ...goal, type: 'own_goal' })(result())).toMatchObject({ homeScore: 1, awayScore: 0 });
    const stored = result({
      awayScore: 1,
      events: [{ id: 7, extraMinute: null, relatedPlayer: null, playerId: null, relatedPlayerId: null, ...goal }],
    });
    expect(removeEvent(stored.events[0])(stored)).toMatchObject({ awayScore: 0, events: [] });
  });

  it('lays a colleague’s save under the change: both goals stand', () => {
    const colleague = result({
      homeScore: 1,
      events: [
        {
          id: 9,
          minute: 10,
          extraMinute: null,
          side: 'home',
          type: 'goal',
          player: 'الف',
          relatedPlayer: null,
          playerId: null,
          relatedPlayerId: null,
        },
      ],
    });
    const next = addEvent(goal)(colleague);
    expect(next).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(next.events.map((e) => e.player)).toEqual(['الف', 'مهاجم']);
  });

  it('starts a game at 0–0 and keeps the first half’s score at half time', () => {
    expect(setStatus('live')(result({ status: 'scheduled', homeScore: null, awayScore: null }))).toMatchObject({
      homeScore: 0,
      awayScore: 0,
    });
    expect(setStatus('half_time')(result({ homeScore: 2, awayScore: 1 }))).toMatchObject({ homeHalfScore: 2, awayHalfScore: 1 });
  });
});

describe('a tap on the statistics', () => {
  const none = { possession: null, shots: null, shotsOnTarget: null, corners: null, fouls: null, offsides: null, saves: null };
  const stats: GameStats = { id: 1, version: 2, home: { ...none }, away: { ...none } };

  it('counts one more for a side and starts the other side at 0', () => {
    expect(step('corners', 'home', 1)(stats)).toMatchObject({ home: { corners: 1 }, away: { corners: 0 } });
  });

  it('keeps shots on target within the shots, and possession adding up to 100', () => {
    expect(step('shotsOnTarget', 'away', 1)(stats)).toMatchObject({ away: { shots: 1, shotsOnTarget: 1 } });
    const down = step('shots', 'away', -1)({ ...stats, away: { ...none, shots: 1, shotsOnTarget: 1 } });
    expect(down.away).toMatchObject({ shots: 0, shotsOnTarget: 0 });
    expect(possession(61.4)(stats)).toMatchObject({ home: { possession: 61 }, away: { possession: 39 } });
  });
});
