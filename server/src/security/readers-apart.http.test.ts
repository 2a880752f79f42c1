import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestServer, type TestApp } from '../testing/index.js';

/**
 * Replays the finding: ten back-office exports of news at once (react-admin's Export button asks for
 * a thousand rows) took every pooled connection, and readers' pages and /api/health answered 503.
 * Staff work now has its own share of the pool; readers keep the rest.
 */
let t: TestApp & { url: string };
let cookie: string;
beforeAll(async () => {
  // A small pool, so that ten exports would hold all of it several times over.
  t = await startTestServer({ env: { DB_POOL_MAX: '4' } });
  cookie = await loginCookie(t.app, 'admin');
});
afterAll(() => t?.close());

const exportNews = () =>
  fetch(`${t.url}/api/admin/news?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,999]')}`, {
    headers: { cookie },
  });

describe('finding: ten concurrent admin exports starve readers of database connections', () => {
  it('answers every reader while ten exports run, and every export too', async () => {
    const started = Date.now();
    const exports = Array.from({ length: 10 }, exportNews);
    const readers: Promise<Response>[] = [];
    for (let round = 0; round < 5; round++) {
      readers.push(fetch(`${t.url}/api/health`), fetch(`${t.url}/api/public/news`), fetch(`${t.url}/api/public/news?page=2`));
      await new Promise((r) => setTimeout(r, 100));
    }
    const readerStatuses = (await Promise.all(readers)).map((r) => r.status);
    const exportAnswers = await Promise.all(exports);
    console.log(`ten exports and ${readers.length} reader requests in ${Date.now() - started} ms; readers: ${readerStatuses.join(' ')}`);
    expect(readerStatuses.every((s) => s === 200)).toBe(true);
    expect(exportAnswers.map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  it('refuses staff work past its waiting line with a Persian 503, never a reader', async () => {
    const small = await startTestServer({ env: { DB_POOL_MAX: '4', STAFF_QUEUE: '2' } });
    try {
      const admin = await loginCookie(small.app, 'admin');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${small.url}/api/admin/news?range=${encodeURIComponent('[0,999]')}`, { headers: { cookie: admin } }),
        ),
      );
      const busy = answers.filter((r) => r.status === 503);
      expect(answers.every((r) => r.status === 200 || r.status === 503)).toBe(true);
      // One running (STAFF_CONCURRENCY, a quarter of the pool) and two waiting (STAFF_QUEUE): the others are told to come back.
      expect(busy.length).toBeGreaterThanOrEqual(5);
      expect(busy[0].headers.get('retry-after')).toBe('5');
      expect(((await busy[0].json()) as { message: string }).message).toMatch(/دفتر تحریریه/);
      expect((await fetch(`${small.url}/api/health`)).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
