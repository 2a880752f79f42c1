import { describe, expect, it } from 'vitest';
import { simulateCommentary, simulateStats } from './match-centre-simulation.js';
import { simulateMatch, upTo } from './match-simulation.js';
import { Random } from './random.js';

const squad = (name: string) => Array.from({ length: 18 }, (_, i) => `${name} ${i + 1}`);
const teams = { home: 'پرسپولیس', away: 'استقلال' };

describe('the simulated match centre', () => {
  it('writes a key entry for every goal and card of the part played, and figures that add up', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = new Random(seed);
      const full = simulateMatch(random, 'football', 2.6, { squad: squad('الف'), strength: 1.2 }, { squad: squad('ب'), strength: 1 });
      const played = 30 + (seed % 60);
      const result = upTo(full, played, 45);
      const lines = simulateCommentary(random, result, teams, played, 90, false, true);
      for (const e of result.events.filter((ev) => ev.type === 'goal' || ev.type === 'yellow_card')) {
        expect(lines.some((l) => l.kind === 'key' && l.minute === e.minute && l.text.includes(e.player))).toBe(true);
      }
      expect(lines.every((l) => l.minute <= played + 0 || l.extraMinute !== null)).toBe(true);
      expect(lines.filter((l) => l.kind === 'note').length).toBeGreaterThan(3);
      const stats = simulateStats(random, result, { home: 1.2, away: 1 }, played, 90);
      expect(stats.home.possession! + stats.away.possession!).toBe(100);
      for (const side of ['home', 'away'] as const) {
        expect(stats[side].shotsOnTarget).toBeLessThanOrEqual(stats[side].shots!);
        expect(stats[side].saves).toBeGreaterThanOrEqual(0);
      }
      const goalsHome = result.homeScore;
      expect(stats.home.shotsOnTarget).toBeGreaterThanOrEqual(
        goalsHome - result.events.filter((e) => e.type === 'own_goal' && e.side === 'away').length,
      );
    }
  });

  it('ends a finished game with the final score, in Persian digits', () => {
    const random = new Random(7);
    const result = { homeScore: 2, awayScore: 1, homeHalfScore: 1, awayHalfScore: 0, events: [] };
    const lines = simulateCommentary(random, result, teams, 90, 90, true, false);
    expect(lines[0].text).toMatch(/سوت آغاز/);
    expect(lines.at(-1)).toMatchObject({ kind: 'key', minute: 90, text: 'سوت پایان بازی: پرسپولیس ۰ - ۰ استقلال.' });
  });
});
