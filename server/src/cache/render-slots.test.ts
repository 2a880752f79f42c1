import { describe, expect, it } from 'vitest';
import { RenderSlots } from './render-slots.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('RenderSlots', () => {
  it('runs at most its limit of jobs at once, the rest in arrival order', async () => {
    const slots = new RenderSlots(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const jobs = [0, 1, 2, 3, 4].map((n) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((r) => (finish[n] = r));
        return n * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(slots.queued).toBe(3);
    finish[1]();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]();
    finish[2]();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]();
    finish[4]();
    expect(await Promise.all(jobs)).toEqual([0, 10, 20, 30, 40]);
    expect(slots.queued).toBe(0);
  });

  it('gives the slot of a failed job to the next in line, and the failure to its caller', async () => {
    const slots = new RenderSlots(1);
    const failed = slots.run(async () => {
      throw new Error('render failed');
    });
    const next = slots.run(async () => 'rendered');
    await expect(failed).rejects.toThrow('render failed');
    expect(await next).toBe('rendered');
    // The slot is free again: a new job starts at once.
    let ran = false;
    await slots.run(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
