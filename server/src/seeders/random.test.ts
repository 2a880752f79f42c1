import { describe, expect, it } from 'vitest';
import { simulateMatch } from './match-simulation.js';
import { Random, ShortCodes } from './random.js';

describe('Random', () => {
  it('gives the same sequence for the same seed, and forks that do not depend on draws made elsewhere', () => {
    const a = new Random(7);
    const b = new Random(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    const root = new Random(1);
    const first = root.fork('news').next();
    root.fork('games').next();
    expect(root.fork('news').next()).toBe(first);
  });

  it('makes the same match twice from the same seed', () => {
    const side = (n: number) => ({ squad: Array.from({ length: 18 }, (_, i) => `بازیکن ${n}-${i}`), strength: 1 });
    const run = () => simulateMatch(new Random(3), 'football', 1.2, side(1), side(2));
    expect(run()).toEqual(run());
  });

  it('hands out distinct six-character short codes', () => {
    const codes = new ShortCodes(new Random(9));
    const seen = new Set(Array.from({ length: 5000 }, () => codes.next()));
    expect(seen.size).toBe(5000);
    for (const c of seen) expect(c).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{6}$/);
  });
});
