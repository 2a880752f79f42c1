import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { News } from '../model/news.entity.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { flushViews } from './views.js';

// Runs only against a PostgreSQL server (see vitest.config.ts): an embedded database cannot go away.
let t: TestApp;
let dbName: string;
let newsId: number;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
const sql = (text: string) => admin((c) => c.query(text));
const onTestDb = async <T extends pg.QueryResultRow>(text: string) => {
  const c = new pg.Client({ connectionString: t.config.databaseUrl! });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
};
const viewCount = async () =>
  Number((await onTestDb<{ view_count: number }>(`select view_count from news where id = ${newsId}`))[0].view_count);
const pending = async () => Number((await onTestDb<{ n: string }>('select count(*) as n from view_pending'))[0].n);

let reader = 0;
const beacon = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/news/${newsId}/view`,
    remoteAddress: `10.2.${Math.floor(++reader / 250)}.${reader % 250}`,
    headers: { 'user-agent': 'Mozilla/5.0' },
  });

async function databaseDown() {
  await sql(`alter database "${dbName}" allow_connections false`);
  await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}'`);
}
const databaseUp = () => sql(`alter database "${dbName}" allow_connections true`);

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  // A fold every 200 ms: the retries after a failure are the periodic ones, as in production.
  t = await createTestApp({ env: { LOG_LEVEL: 'fatal', VIEW_FOLD_MS: '200' } });
  dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
  newsId = (await t.app.orm.em.fork().findOneOrFail(News, { status: 'published', publishedAt: { $lte: new Date() } })).id;
});
afterAll(async () => {
  await databaseUp().catch(() => undefined);
  await t?.close();
});

describe('view counts when the database fails', () => {
  it('refuses beacons with 503 and Retry-After while it is down, and counts exactly the acknowledged ones', async () => {
    await flushViews(t.app);
    const before = await viewCount();
    let acknowledged = 0;
    for (let i = 0; i < 20; i++) if ((await beacon()).statusCode === 204) acknowledged++;
    expect(acknowledged).toBe(20);

    await databaseDown();
    for (let i = 0; i < 15; i++) {
      const res = await beacon();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toMatch(/پایگاه داده/);
    }
    // Periodic folds fail meanwhile.
    await new Promise((r) => setTimeout(r, 600));
    await databaseUp();

    await until(async () => (await beacon()).statusCode === 204);
    acknowledged++;
    for (let i = 0; i < 10; i++) if ((await beacon()).statusCode === 204) acknowledged++;
    await until(async () => (await pending()) === 0 && (await viewCount()) === before + acknowledged);
    expect(await viewCount()).toBe(before + acknowledged);
  });

  it('keeps a batch whose fold failed halfway, and adds it on the next try', async () => {
    await flushViews(t.app);
    const before = await viewCount();
    // Another session holds the news table against writes (reads go on): folds take their batch, then
    // wait on the lock, and that session kills them there, as a crash or a dropped connection would.
    const holder = new pg.Client({ connectionString: t.config.databaseUrl! });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table news in share mode');
    for (let i = 0; i < 12; i++) expect((await beacon()).statusCode).toBe(204);

    let settled = false;
    const folding = flushViews(t.app)
      .then(
        () => 'folded',
        () => 'failed',
      )
      .finally(() => (settled = true));
    // Periodic folds block on the lock too and are killed alike, until the one asked for has failed.
    while (!settled) {
      await holder.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query like '%"view_pending"%'`,
      );
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await folding).toBe('failed');
    expect(await pending()).toBe(12);
    await holder.query('rollback');
    await holder.end();

    await until(async () => (await pending()) === 0);
    expect(await viewCount()).toBe(before + 12);
  });
});
