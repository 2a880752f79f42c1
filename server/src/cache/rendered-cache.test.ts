import { describe, expect, it } from 'vitest';
import { RenderedCache, type Produced } from './rendered-cache.js';
import { renderBody } from './rendered.js';

class Outage extends Error {}

function setup(opts: { maxBytes?: number; ttlMs?: number } = {}) {
  let now = 1_000;
  const cache = new RenderedCache({
    maxBytes: opts.maxBytes ?? 10_000_000,
    ttlMs: opts.ttlMs ?? 60_000,
    staleOnError: (err) => err instanceof Outage,
    now: () => now,
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

const body = (text: string, tags: string[] = []) => renderBody({ type: 'text/plain', body: text, tags });

describe('RenderedCache', () => {
  it('renders once for concurrent misses of one key and serves the kept body after', async () => {
    const { cache } = setup();
    let renders = 0;
    const produce = async (): Promise<Produced> => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return body('home');
    };
    const results = await Promise.all(Array.from({ length: 30 }, () => cache.get('/', produce)));
    expect(renders).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(cache.peek('/')?.body.toString()).toBe('home');
  });

  it('says a request must wait for a render only when nothing usable is kept and no render is running', async () => {
    const { cache, advance } = setup({ ttlMs: 1_000 });
    expect(cache.mustRender('/')).toBe(true);
    let release!: () => void;
    const first = cache.get('/', async () => {
      await new Promise<void>((r) => (release = r));
      return body('home', ['list:news']);
    });
    // Another request joins the render already running.
    expect(cache.mustRender('/')).toBe(false);
    release();
    await first;
    expect(cache.mustRender('/')).toBe(false);
    // Expired: served as it is while one request refreshes it.
    advance(2_000);
    expect(cache.mustRender('/')).toBe(false);
    // Touched by a change: it must be rendered again.
    cache.invalidate(['list:news']);
    expect(cache.mustRender('/')).toBe(true);
  });

  it('re-renders an entry a change touched, before anyone sees it again', async () => {
    const { cache } = setup();
    let version = 1;
    const produce = () => body(`v${version}`, ['news:7', 'list:news']);
    await cache.get('/news/7/x', produce);
    await cache.get('/about', () => body('about', ['layout']));
    version = 2;
    cache.invalidate(['news:7']);
    expect(cache.peek('/news/7/x')).toBeUndefined();
    expect(cache.peek('/about')?.body.toString()).toBe('about');
    expect((await cache.get('/news/7/x', produce)).body.toString()).toBe('v2');
  });

  it('does not keep a render that overlapped a change to what it shows', async () => {
    const { cache } = setup();
    let release!: () => void;
    const slow = cache.get('/', async () => {
      await new Promise<void>((r) => (release = r));
      return body('old', ['list:news']);
    });
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate(['list:news']);
    release();
    expect((await slow).body.toString()).toBe('old');
    expect(cache.peek('/')).toBeUndefined();
    expect((await cache.get('/', () => body('new', ['list:news']))).body.toString()).toBe('new');
  });

  it('gives a reader who asks after a change a render that began after it, not the one already running', async () => {
    const { cache } = setup();
    let release!: () => void;
    const early = cache.get('/', async () => {
      await new Promise<void>((r) => (release = r));
      return body('old', ['list:news']);
    });
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate(['list:news']);
    expect(cache.mustRender('/')).toBe(true);
    expect((await cache.get('/', () => body('new', ['list:news']))).body.toString()).toBe('new');
    // The overtaken render ends last: what it read is older, and the newer entry stays.
    release();
    expect((await early).body.toString()).toBe('old');
    expect(cache.peek('/')?.body.toString()).toBe('new');
    expect(cache.stats.renders).toBe(2);
  });

  it('still joins a running render after a change to something it does not show', async () => {
    const { cache } = setup();
    await cache.get('/', () => body('v1', ['list:news']));
    cache.invalidate(['list:news']);
    let release!: () => void;
    const running = cache.get('/', async () => {
      await new Promise<void>((r) => (release = r));
      return body('v2', ['list:news']);
    });
    cache.invalidate(['game:3']);
    const joined = cache.get('/', () => body('v3', ['list:news']));
    release();
    expect((await joined).body.toString()).toBe('v2');
    expect((await running).body.toString()).toBe('v2');
    expect(cache.stats.renders).toBe(2);
  });

  it('keeps an overtaken render only as invalidated, even when the render that overtook it kept nothing', async () => {
    const { cache } = setup();
    let release!: () => void;
    const early = cache.get('/', async () => {
      await new Promise<void>((r) => (release = r));
      return body('old', ['list:news']);
    });
    await new Promise((r) => setTimeout(r, 5));
    cache.invalidate(['list:news']);
    const failed = await renderBody({ status: 500, type: 'text/plain', body: 'error' });
    expect((await cache.get('/', async () => ({ uncacheable: failed }))).status).toBe(500);
    release();
    await early;
    expect(cache.peek('/')).toBeUndefined();
  });

  it('serves an expired entry while one request refreshes it in the background', async () => {
    const { cache, advance } = setup({ ttlMs: 1_000 });
    await cache.get('/', () => body('first'));
    advance(1_500);
    let renders = 0;
    const refresh = async (): Promise<Produced> => {
      renders++;
      return body('second');
    };
    const served = await Promise.all([cache.get('/', refresh), cache.get('/', refresh)]);
    expect(served.map((r) => r.body.toString())).toEqual(['first', 'first']);
    await new Promise((r) => setTimeout(r, 10));
    expect(renders).toBe(1);
    expect(cache.peek('/')?.body.toString()).toBe('second');
  });

  it('falls back to the last body when rendering fails with an outage, and only then', async () => {
    const { cache } = setup();
    await cache.get('/', () => body('kept', ['list:news']));
    cache.invalidate(['list:news']);
    expect((await cache.get('/', () => Promise.reject(new Outage('down')))).body.toString()).toBe('kept');
    await expect(cache.get('/', () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    await expect(cache.get('/missing', () => Promise.reject(new Outage('down')))).rejects.toThrow('down');
  });

  it('never keeps what is marked uncacheable, nor more bytes than allowed (oldest out first)', async () => {
    const { cache } = setup({ maxBytes: 3_000 });
    const error = await body('server error');
    await cache.get('/err', async () => ({ uncacheable: error }));
    expect(cache.peek('/err')).toBeUndefined();
    await cache.get('/a', () => body('a'));
    await cache.get('/b', () => body('b'));
    cache.peek('/a');
    for (let i = 0; i < 5; i++) await cache.get(`/c${i}`, () => body('c'));
    expect(cache.size.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.peek('/b')).toBeUndefined();
  });

  it('keeps 404s and redirects in a small budget of their own, so a flood of them cannot push a page out', async () => {
    const { cache } = setup({ maxBytes: 40_000 });
    await cache.get('/', () => body('home'.repeat(2_000)));
    for (let i = 0; i < 200; i++) {
      await cache.get(`/junk-${i}`, () => renderBody({ status: 404, type: 'text/plain', body: 'Not Found'.repeat(50) }));
    }
    expect(cache.peek('/')).toBeDefined();
    expect(cache.size.sideBytes).toBeLessThanOrEqual(40_000 / 16);
    expect(cache.size.sideEntries).toBeGreaterThan(0);
    expect(cache.peek('/junk-199')).toBeDefined();
    expect(cache.peek('/junk-0')).toBeUndefined();
  });

  it('counts the bytes of the keys: long made-up keys fill the budget like bodies do', async () => {
    const { cache } = setup({ maxBytes: 20_000 });
    for (let i = 0; i < 100; i++) await cache.get(`/${i}${'k'.repeat(1_000)}`, () => body('x'));
    expect(cache.size.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.size.entries).toBeLessThan(20);
  });

  it('keeps nothing when its size is 0', async () => {
    const { cache } = setup({ maxBytes: 0 });
    let renders = 0;
    await cache.get('/', async () => (renders++, body('x')));
    await cache.get('/', async () => (renders++, body('x')));
    expect(renders).toBe(2);
  });
});
