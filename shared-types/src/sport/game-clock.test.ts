import { describe, expect, it } from 'vitest';
import { clockOnStatusChange, minuteParts, playedMinute } from './game-clock.js';
import { formatLiveEventId, parseLiveEventId } from '../public/live.js';

const at = (iso: string) => Date.parse(iso);

describe("a live game's clock", () => {
  it('counts the first minute from kick-off and the second half from 46', () => {
    const first = { startedAt: '2026-03-20T15:00:00.000Z', base: 0 };
    expect(playedMinute('live', first, at('2026-03-20T15:00:10Z'))).toBe(1);
    expect(playedMinute('live', first, at('2026-03-20T15:22:30Z'))).toBe(23);
    const second = { startedAt: '2026-03-20T16:00:00.000Z', base: 45 };
    expect(playedMinute('live', second, at('2026-03-20T16:00:05Z'))).toBe(46);
  });

  it('shows no minute unless the game is live with a clock', () => {
    const clock = { startedAt: '2026-03-20T15:00:00.000Z', base: 0 };
    expect(playedMinute('half_time', clock, at('2026-03-20T15:50:00Z'))).toBeNull();
    expect(playedMinute('live', null, at('2026-03-20T15:50:00Z'))).toBeNull();
    expect(playedMinute('live', { startedAt: 'nonsense', base: 0 }, 0)).toBeNull();
  });

  it('reads minutes past a half as added time: 45+2, 90+4', () => {
    expect(minuteParts(47, 0)).toEqual({ minute: 45, extra: 2 });
    expect(minuteParts(45, 0)).toEqual({ minute: 45, extra: 0 });
    expect(minuteParts(94, 45)).toEqual({ minute: 90, extra: 4 });
    expect(minuteParts(60, 45)).toEqual({ minute: 60, extra: 0 });
  });

  it('starts at kick-off and again after half time; other changes keep it', () => {
    const now = new Date('2026-03-20T15:00:00.000Z');
    expect(clockOnStatusChange('scheduled', 'live', now)).toEqual({ clock: { startedAt: now.toISOString(), base: 0 } });
    expect(clockOnStatusChange(null, 'live', now)).toEqual({ clock: { startedAt: now.toISOString(), base: 0 } });
    expect(clockOnStatusChange('half_time', 'live', now)).toEqual({ clock: { startedAt: now.toISOString(), base: 45 } });
    expect(clockOnStatusChange('live', 'live', now)).toBe('keep');
    expect(clockOnStatusChange('live', 'half_time', now)).toBe('keep');
    expect(clockOnStatusChange('live', 'finished', now)).toBe('keep');
  });
});

describe('live event ids', () => {
  it("carry each game's version and read back; anything malformed is ignored", () => {
    const id = formatLiveEventId(
      new Map([
        [12, 'a1b2c3'],
        [7, '00ff'],
      ]),
    );
    expect(id).toBe('12:a1b2c3,7:00ff');
    expect([...parseLiveEventId(id)]).toEqual([
      [12, 'a1b2c3'],
      [7, '00ff'],
    ]);
    expect([...parseLiveEventId('12:a1,<script>,x:1,13:ZZ,14:')]).toEqual([[12, 'a1']]);
    expect(parseLiveEventId(undefined).size).toBe(0);
    expect(parseLiveEventId('1:a,'.repeat(2_000)).size).toBe(0);
  });
});
