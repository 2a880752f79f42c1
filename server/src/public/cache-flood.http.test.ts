import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../testing/index.js';

/*
 * A small page cache, so that a flood of made-up URLs would push the home page out within a few dozen
 * requests if each one were kept as a page of its own.
 */
let t: TestApp & { url: string };
beforeAll(async () => {
  t = await startTestServer({ env: { PAGE_CACHE_MB: '2' } });
});
afterAll(() => t?.close());

/** A GET with the request line exactly as given: a client library would tidy `//x` or `/./x` first. */
function get(path: string): Promise<{ status: number; location?: string; body: string }> {
  const { port, hostname } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const stats = () => ({ ...t.app.pageCache.cache.stats });

describe('the page cache under a flood of made-up URLs', () => {
  it('answers other spellings of a path with one redirect to the canonical path', async () => {
    for (const [line, location] of [
      ['//anything', '/anything'],
      ['//', '/'],
      ['/news/', '/news'],
      ['/./news/../news?page=2', '/news?page=2'],
      ['/tags/%d9%81', '/tags/%D9%81'],
    ]) {
      const res = await get(line);
      expect(res.status, line).toBe(301);
      expect(res.location, line).toBe(location);
    }
  });

  it('answers a path no page can have with a 4xx, page and payload alike, never a redirect or a page', async () => {
    for (const line of ['/news/%2F', '/news/%2F/_payload.json']) expect((await get(line)).status, line).toBe(404);
    // A broken escape is refused by the router itself, before any page code runs.
    for (const line of ['/tags/%E0%A4%A', '/tags/%E0%A4%A/_payload.json']) expect((await get(line)).status, line).toBe(400);
  });

  it('keeps the home page after many //x, out-of-range pages and junk 404s', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/news')).status).toBe(200);
    const before = stats();

    for (let i = 0; i < 40; i++) expect((await get(`//x${i}`)).status).toBe(301);
    // Past MAX_PAGE a page number reads as absent: the archive's first page, from the entry already kept.
    for (let i = 0; i < 40; i++) expect((await get(`/news?page=${99_999 + i}`)).status).toBe(200);
    expect(stats().renders).toBe(before.renders);
    // Within range but past the last page: a 404, kept (if at all) in the small budget of non-200 answers.
    for (let i = 0; i < 20; i++) expect((await get(`/gallery/photo?page=${500 + i}`)).status).toBe(404);
    for (let i = 0; i < 150; i++) expect((await get(`/junk-${i}-${'y'.repeat(200)}`)).status).toBe(404);

    const renders = stats().renders;
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(stats().renders).toBe(renders);
    const size = t.app.pageCache.cache.size;
    expect(size.sideBytes).toBeLessThanOrEqual((2 * 1024 * 1024) / 16);
    expect(size.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  });
});
