import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicroCache } from './micro-cache.js';

describe('MicroCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between callers while the entry is fresh', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache<number>(1_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves the last value while one caller refreshes an expired entry, then the new one', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache<number>(1_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    vi.advanceTimersByTime(1_500);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('waits for a fresh load once an entry is long expired', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache<number>(1_000);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    vi.advanceTimersByTime(2_500);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });

  it('does not bring back data loaded before a clear()', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache<string>(1_000);
    await cache.get('a', async () => 'old');
    vi.advanceTimersByTime(1_500);
    let finish: (v: string) => void = () => undefined;
    expect(await cache.get('a', () => new Promise<string>((r) => (finish = r)))).toBe('old');
    cache.clear();
    finish('stale refresh');
    await Promise.resolve();
    expect(await cache.get('a', async () => 'after change')).toBe('after change');
  });

  it('forgets a failed load and stays within its size', async () => {
    const cache = new MicroCache<number>(60_000, 3);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 7)).toBe(7);
    for (let i = 0; i < 10; i++) await cache.get(`/news?page=${i}`, async () => i);
    expect(await cache.get('/news?page=0', async () => -1)).toBe(-1);
  });
});
