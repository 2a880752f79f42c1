import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { keyBytes, RenderedCache } from './rendered-cache.js';
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

  it('are made for speed first, and for size once a kept body is asked for again', async () => {
    const words = ['پرسپولیس', 'استقلال', 'گل', 'دقیقه', 'بازی', 'لیگ', 'تیم', 'ملی', 'مربی', 'هوادار', 'ورزشگاه', 'آزادی', 'داور'];
    const text = Array.from({ length: 3000 }, (_, i) => `${words[(i * 7919) % 13]} ${words[(i * 104729) % 11]} ${(i * 31) % 97}`).join(' ');
    const once = await renderBody({ type: 'text/html', body: text });
    const cache = new RenderedCache({ maxBytes: 10 * 1024 * 1024, ttlMs: 60_000, staleOnError: () => false });
    const kept = await cache.get('/search?q=x', () => renderBody({ type: 'text/html', body: text }));
    for (const encoding of ['br', 'gzip'] as const) {
      const plain = (b: Buffer) => (encoding === 'br' ? brotliDecompressSync(b) : gunzipSync(b)).toString();
      const [fast, first] = [(await variant(once, encoding))!, (await variant(kept, encoding))!];
      // The first reader of a miss waits for the quick setting, kept or not.
      expect(first.length).toBe(fast.length);
      expect(plain(first)).toBe(text);
      // The second gets it too, and the smaller one is made behind it for the readers after.
      expect(variant(kept, encoding)).toBe(first);
      await vi.waitFor(() => expect(kept.encoded[encoding]).not.toBe(first));
      const small = kept.encoded[encoding] as Buffer;
      expect(plain(small)).toBe(text);
      expect(small.length).toBeLessThan(first.length * 0.9);
      expect(variant(kept, encoding)).toBe(small);
      // A body no cache keeps is sent once at most: it stays as it was made.
      expect(variant(once, encoding)).toBe(fast);
    }
    // The cache counts the smaller variants, not the first ones.
    expect(kept.bytes).toBe(kept.body.length + 512 + (kept.encoded.br as Buffer).length + (kept.encoded.gzip as Buffer).length);
    expect(cache.size.bytes).toBe(kept.bytes + keyBytes('/search?q=x'));
  });

  it('leave a body too small to gain anything as it is', async () => {
    const r = await renderBody({ type: 'application/json', body: '{"pong":true}' });
    expect(variant(r, 'br')).toBeNull();
    expect(r.headers.vary).toBeUndefined();
  });

  it("count towards the cache's memory bound once made, and push out the oldest entries", async () => {
    const tiny = await renderBody({ type: 'text/plain', body: 'x' });
    const made = await renderBody({ type: 'text/html', body: page });
    const keys = keyBytes('/news/1') + keyBytes('/tiny');
    const bound = made.bytes + tiny.bytes + keys + 10;
    const cache = new RenderedCache({ maxBytes: bound, ttlMs: 60_000, staleOnError: () => false });
    const kept = await cache.get('/news/1', async () => made);
    await cache.get('/tiny', async () => tiny);
    expect(cache.peek('/news/1')).toBe(kept); // now the most recently used
    expect(cache.size.bytes).toBe(made.bytes + tiny.bytes + keys);
    const br = (await variant(kept, 'br'))!;
    // The page grew by its brotli body, past the bound: the least recently used entry left.
    expect(kept.bytes).toBe(made.body.length + 512 + br.length);
    expect(cache.size.bytes).toBe(kept.bytes + keyBytes('/news/1'));
    expect(cache.peek('/tiny')).toBeUndefined();
    expect(cache.peek('/news/1')).toBe(kept);
  });
});
