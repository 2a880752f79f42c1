import { describe, expect, it } from 'vitest';
import { ExportSlots } from './export-slots.js';

describe('export slots', () => {
  it('bound each person and everyone, and come back once however often given back', () => {
    const slots = new ExportSlots(3, 2);
    const a1 = slots.take(1);
    const a2 = slots.take(1);
    expect(slots.take(1)).toBe('yours');
    const b1 = slots.take(2);
    expect(slots.take(3)).toBe('everyone');
    if (typeof a1 !== 'function' || typeof a2 !== 'function' || typeof b1 !== 'function') throw new Error('a slot was refused');
    a1();
    a1();
    expect(slots.take(1)).toEqual(expect.any(Function));
    expect(slots.take(3)).toBe('everyone');
    b1();
    expect(slots.take(3)).toEqual(expect.any(Function));
  });
});
