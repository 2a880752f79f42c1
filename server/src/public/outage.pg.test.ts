import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

// Runs only against a PostgreSQL server (see vitest.config.ts): an embedded database cannot go away.
let t: TestApp;
let cookie: string;
let dbName: string;

async function sql(text: string) {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}
const cutOff = async () => {
  await sql(`alter database "${dbName}" allow_connections false`);
  await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}'`);
};
const restore = () => sql(`alter database "${dbName}" allow_connections true`);

beforeAll(async () => {
  t = await createTestApp();
  dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
  cookie = await loginCookie(t.app, 'admin');
});
afterAll(async () => {
  await restore().catch(() => undefined);
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public pages while the database is down', () => {
  it('serves kept pages (changed ones too), answers the rest with 503 and Retry-After, never 500, and logs it once', async () => {
    const news = (await get('/api/public/news')).json().items[0] as { id: number; title: string };
    const kept = ['/', '/news', '/_payload.json', '/api/public/news', '/rss.xml'];
    const bodies = new Map<string, string>();
    for (const url of kept) bodies.set(url, (await get(url)).body);
    // A change right before the outage: the next render of these pages would have failed.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${news.id}`,
      headers: { cookie },
      payload: { title: `${news.title} ویرایش` },
    });
    expect(edit.statusCode).toBe(200);

    const errorLog = vi.spyOn(t.app.log, 'error');
    const infoLog = vi.spyOn(t.app.log, 'info');
    await cutOff();
    for (const url of kept) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.body, url).toBe(bodies.get(url));
    }

    const page = await get('/gallery/video');
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('خطای داخلی سرور');

    const json = await get('/api/public/galleries?kind=video');
    expect(json.statusCode).toBe(503);
    expect(json.headers['retry-after']).toBe('5');
    expect(json.json().message).toMatch(/موقتاً/);
    expect((await get('/gallery/video/_payload.json?x')).statusCode).toBe(503);

    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++) {
      for (const url of [`/news?page=${i + 2}`, `/news/${900_000 + i}/x`, `/api/public/news?page=${i + 2}`, `/tags/tag-${i}`])
        statuses.add((await get(url)).statusCode);
    }
    expect(statuses.has(503)).toBe(true);
    // Pages past the end of a list are known to be empty without the database.
    expect([...statuses].filter((s) => s !== 503 && s !== 404)).toEqual([]);
    expect(errorLog.mock.calls.filter(([, msg]) => String(msg).startsWith('database unavailable'))).toHaveLength(1);

    await restore();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await get('/gallery/video')).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await get('/news')).body).toContain(`${news.title} ویرایش`);
    const recovered = () => infoLog.mock.calls.filter(([, msg]) => msg === 'database available again').length;
    for (let i = 0; i < 40 && recovered() === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(recovered()).toBe(1);
  });
});
