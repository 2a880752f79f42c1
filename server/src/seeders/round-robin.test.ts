import { describe, expect, it } from 'vitest';
import { doubleRoundRobin } from './round-robin.js';

describe('doubleRoundRobin', () => {
  const teams = Array.from({ length: 16 }, (_, i) => i + 1);
  const rounds = doubleRoundRobin(teams);

  it('plays 30 rounds of 8 games with every team once per round', () => {
    expect(rounds).toHaveLength(30);
    for (const games of rounds) {
      expect(games).toHaveLength(8);
      expect(new Set(games.flatMap((g) => [g.home, g.away])).size).toBe(16);
    }
  });

  it('meets every opponent once at home and once away', () => {
    const seen = new Set<string>();
    for (const g of rounds.flat()) {
      const key = `${g.home}-${g.away}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    expect(seen.size).toBe(16 * 15);
  });

  it('gives every team 15 home games', () => {
    for (const t of teams) expect(rounds.flat().filter((g) => g.home === t)).toHaveLength(15);
  });

  it('rejects an odd number of teams', () => {
    expect(() => doubleRoundRobin([1, 2, 3])).toThrow();
  });
});
