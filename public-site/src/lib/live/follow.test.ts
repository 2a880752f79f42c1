import { describe, expect, it } from 'vitest';
import { game } from '../../test/fixtures';
import { reconnectDelay, shouldFollow } from './follow';
import { withLive } from './merge';

const kickoff = Date.parse('2026-03-20T15:30:00.000Z');
const minutes = (n: number) => n * 60_000;

describe('which games a page follows', () => {
  it('follows games being played and scheduled ones around their kick-off, nothing else', () => {
    expect(shouldFollow(game(1, 'live'), kickoff + minutes(300))).toBe(true);
    expect(shouldFollow(game(1, 'half_time'), kickoff)).toBe(true);
    expect(shouldFollow(game(1, 'scheduled'), kickoff - minutes(10))).toBe(true);
    expect(shouldFollow(game(1, 'scheduled'), kickoff + minutes(30))).toBe(true);
    expect(shouldFollow(game(1, 'scheduled'), kickoff - minutes(60))).toBe(false);
    expect(shouldFollow(game(1, 'scheduled'), kickoff + minutes(240))).toBe(false);
    for (const status of ['finished', 'postponed', 'cancelled', 'awarded'] as const) {
      expect(shouldFollow(game(1, status), kickoff)).toBe(false);
    }
  });
});

describe('reconnecting after the stream dropped', () => {
  it('waits about 1 s, then doubles up to 30 s, never all readers at the same instant', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1_000);
    expect(reconnectDelay(1, () => 0.5)).toBe(2_000);
    expect(reconnectDelay(4, () => 0.5)).toBe(16_000);
    expect(reconnectDelay(5, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(50, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 0.999)).toBeGreaterThan(1_150);
    expect(reconnectDelay(9, () => 0)).toBe(25_600);
  });
});

describe('laying a live state over a game', () => {
  const stats = {
    possession: null,
    shots: null,
    shotsOnTarget: null,
    corners: null,
    fouls: null,
    offsides: null,
    saves: null,
    yellowCards: 0,
    redCards: 0,
  };
  const state = {
    id: 1,
    status: 'live' as const,
    homeScore: 2,
    awayScore: 1,
    homeHalfScore: 1,
    awayHalfScore: 0,
    clock: { startedAt: '2026-03-20T16:30:00.000Z', base: 45 },
    events: [
      {
        id: 9,
        minute: 50,
        extraMinute: null,
        side: 'home' as const,
        type: 'goal' as const,
        player: 'بازیکن',
        relatedPlayer: null,
        playerId: null,
        relatedPlayerId: null,
      },
    ],
    lineups: { home: null, away: null },
    stats: { home: stats, away: stats },
    commentary: { seq: 0, from: 1, changes: [] },
  };

  it('replaces score, status and clock of a card, without giving it events', () => {
    const merged = withLive(game(1, 'live'), state);
    expect(merged).toMatchObject({ status: 'live', homeScore: 2, awayScore: 1, clock: state.clock, home: game(1).home });
    expect('events' in merged).toBe(false);
  });

  it("replaces the events and half-time score of a game page's detail, and ignores another game's state", () => {
    const detail = { ...game(1, 'live'), events: [], homeHalfScore: null, awayHalfScore: null };
    expect(withLive(detail, state)).toMatchObject({ events: state.events, homeHalfScore: 1, awayHalfScore: 0 });
    expect(withLive(game(2, 'live'), state)).toEqual(game(2, 'live'));
  });

  it('gives the game itself back when the state changes nothing it shows, so that nothing renders again', () => {
    const card = withLive(game(1, 'live'), state);
    expect(withLive(card, { ...state, clock: { ...state.clock }, events: [] })).toBe(card);
    const detail = withLive({ ...game(1, 'live'), events: [], homeHalfScore: null, awayHalfScore: null }, state);
    expect(withLive(detail, structuredClone(state))).toBe(detail);
    expect(withLive(detail, { ...state, events: [{ ...state.events[0], minute: 51 }] })).not.toBe(detail);
    expect(withLive(card, { ...state, awayScore: 2 })).toMatchObject({ awayScore: 2 });
  });
});
