import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RenderedCache } from './rendered-cache.js';
import { renderBody, variant } from './rendered.js';

const page = 'خبر فوری: پرسپولیس در دقیقهٔ نود گل زد. '.repeat(200);

describe('compressed variants', () => {
  it('are made on first demand, once per encoding however many ask at the same time, and kept', async () => {
    const r = await renderBody({ type: 'text/html', body: page });
    expect(r.encoded).toEqual({});
    const first = Array.from({ length: 20 }, () => variant(r, 'br'));
    expect(new Set(first).size).toBe(1);
    const br = await first[0];
    expect(brotliDecompressSync(br!).toString()).toBe(page);
    expect(variant(r, 'br')).toBe(br);
    expect(r.encoded.gzip).toBeUndefined();
    expect(gunzipSync((await variant(r, 'gzip'))!).toString()).toBe(page);
  });

  it('leave a body too small to gain anything as it is', async () => {
    const r = await renderBody({ type: 'application/json', body: '{"pong":true}' });
    expect(variant(r, 'br')).toBeNull();
    expect(r.headers.vary).toBeUndefined();
  });

  it("count towards the cache's memory bound once made, and push out the oldest entries", async () => {
    const tiny = await renderBody({ type: 'text/plain', body: 'x' });
    const made = await renderBody({ type: 'text/html', body: page });
    const bound = made.bytes + tiny.bytes + 10;
    const cache = new RenderedCache({ maxBytes: bound, ttlMs: 60_000, staleOnError: () => false });
    const kept = await cache.get('/news/1', async () => made);
    await cache.get('/tiny', async () => tiny);
    expect(cache.peek('/news/1')).toBe(kept); // now the most recently used
    expect(cache.size.bytes).toBe(made.bytes + tiny.bytes);
    const br = (await variant(kept, 'br'))!;
    // The page grew by its brotli body, past the bound: the least recently used entry left.
    expect(kept.bytes).toBe(made.body.length + 512 + br.length);
    expect(cache.size.bytes).toBe(kept.bytes);
    expect(cache.peek('/tiny')).toBeUndefined();
    expect(cache.peek('/news/1')).toBe(kept);
  });
});
