import { describe, expect, it } from 'vitest';
import { ExportSlots, PacedLane } from './export-slots.js';

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

  it('let one piece of work run at a time across callers, each followed by a rest twice its length', async () => {
    // A clock the test moves: each piece of work "takes" 10 ms, each rest advances time by its length.
    let now = 0;
    const timeline: string[] = [];
    const lane = new PacedLane(2, {
      now: () => now,
      sleep: async (ms) => {
        timeline.push(`rest ${ms}`);
        now += ms;
        return 0;
      },
    });
    let running = 0;
    const work = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      timeline.push(`start ${name} at ${now}`);
      await Promise.resolve();
      now += 10;
      running--;
      if (name === 'b1') throw new Error('the database went away');
      return name;
    };
    const results = await Promise.allSettled([lane.run(work('a1')), lane.run(work('b1')), lane.run(work('a2'))]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['a1', 'failed', 'a2']);
    await lane.run(async () => 'drained');
    // Three exports' pages in turn: 10 ms of work, then 20 ms of rest, a failed page too. Work is a third of the time.
    expect(timeline).toEqual(['start a1 at 0', 'rest 20', 'start b1 at 30', 'rest 20', 'start a2 at 60', 'rest 20', 'rest 0']);
  });

  it('rest longer after a rest through which readers kept the event loop busy, and back when they stop', async () => {
    let now = 0;
    const rests: number[] = [];
    // The loop's busy share through each rest, as readers would leave it: idle, 90 % busy, 99 %, idle.
    const busy = [0, 0.9, 0.99, 0];
    const lane = new PacedLane(2, {
      now: () => now,
      sleep: async (ms) => {
        rests.push(Math.round(ms));
        now += ms;
        return busy[rests.length - 1] ?? 0;
      },
    });
    const page = async () => {
      await Promise.resolve();
      now += 10;
    };
    for (let i = 0; i < 5; i++) await lane.run(page);
    await lane.run(async () => undefined);
    // Twice the work while idle; ten times 20 after a rest at 90 % (idle share 0.1) and at 99 % (held
    // at 0.1, so the lane never stops); twice again once the loop was idle through a rest.
    expect(rests).toEqual([20, 20, 200, 200, 20, 0]);
  });
});
