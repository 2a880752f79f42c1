import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicroCache } from './micro-cache.js';

describe('MicroCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between callers until the entry expires', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache<number>(1_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets a failed load', async () => {
    const cache = new MicroCache<number>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
