import { describe, expect, it } from 'vitest';
import { formationExample, formationLines, formationPositions } from './formation.js';

describe('formations', () => {
  it('reads lines from the back, with Persian digits and other dashes', () => {
    expect(formationLines('4-3-3')).toEqual([4, 3, 3]);
    expect(formationLines(' ۴-۲-۳-۱ ')).toEqual([4, 2, 3, 1]);
    expect(formationLines('3–5–2')).toEqual([3, 5, 2]);
    expect(formationLines('4 - 4 - 2')).toEqual([4, 4, 2]);
  });

  it('refuses what is not a formation', () => {
    for (const bad of ['', '4', '442', '4-0-6', '4-3-3-', 'a-b-c', '10-0', '1-1-1-1-1-5']) expect(formationLines(bad), bad).toBeNull();
  });

  it('places the eleven: goalkeeper, defence, midfield lines, attack', () => {
    expect(formationPositions([4, 2, 3, 1])).toEqual([
      'goalkeeper',
      ...Array(4).fill('defender'),
      ...Array(5).fill('midfielder'),
      'forward',
    ]);
    expect(formationPositions([5, 5])).toEqual(['goalkeeper', ...Array(5).fill('defender'), ...Array(5).fill('forward')]);
  });

  it("starts a sheet from a formation of the sport's size", () => {
    expect(formationExample({ starters: 11, hasGoalkeeper: true })).toBe('4-3-3');
    expect(formationExample({ starters: 5, hasGoalkeeper: true })).toBe('2-2');
    expect(formationExample({ starters: 7, hasGoalkeeper: true })).toBe('3-3');
  });
});
