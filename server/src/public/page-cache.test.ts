import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.js';

describe('PageCache', () => {
  it('loads a page once while it is fresh, and again after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new PageCache<number>(5000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('/', load), cache.get('/', load), cache.get('/', load)])).toEqual([1, 1, 1]);
    now = 4999;
    expect(await cache.get('/', load)).toBe(1);
    now = 5000;
    expect(await cache.get('/', load)).toBe(2);
  });

  it('forgets failures and everything on clear', async () => {
    const cache = new PageCache<string>(5000);
    await expect(cache.get('/x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('/x', async () => 'ok')).toBe('ok');
    cache.clear();
    expect(await cache.get('/x', async () => 'fresh')).toBe('fresh');
  });

  it('stays within its size', async () => {
    const cache = new PageCache<number>(5000, 3);
    for (let i = 0; i < 10; i++) await cache.get(`/news?page=${i}`, async () => i);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
