import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (acceptEncoding: string) => t.app.inject({ method: 'GET', url: '/rss.xml', headers: { 'accept-encoding': acceptEncoding } });

describe('a kept response (the feed here; pages are sent the same way)', () => {
  it('is sent in the coding the reader rates highest, never in one it refuses with q=0', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/rss.xml' })).body;
    const gzip = await get('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await get('*;q=0, identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
    const preferred = await get('br;q=0.5, gzip;q=0.9');
    expect(preferred.headers['content-encoding']).toBe('gzip');
    const browser = await get('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain);
    expect(browser.headers.vary).toBe('Accept-Encoding');
  });
});
