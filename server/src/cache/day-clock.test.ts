import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayClock } from './day-clock.js';
import { tags } from './tags.js';

afterEach(() => vi.useRealTimers());

describe('DayClock', () => {
  it("drops today's pages just after each Tehran midnight and not before", () => {
    // 23:50 in Tehran (UTC+03:30) on 1405-09-02.
    vi.useFakeTimers({ now: new Date('2026-11-23T20:20:00Z') });
    const invalidate = vi.fn();
    const clock = new DayClock(invalidate);
    clock.start();
    vi.advanceTimersByTime(9 * 60_000);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * 60_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith([tags.today]);
    // And again a day later.
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    clock.stop();
    vi.advanceTimersByTime(48 * 3_600_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
