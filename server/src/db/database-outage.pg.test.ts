import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

// Runs only against a PostgreSQL server (see vitest.config.ts): an embedded database cannot go away.
let t: TestApp;
let cookie: string;
let dbName: string;
const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

async function sql(text: string) {
  const c = admin();
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  t = await createTestApp({ seeded: false, env: { LOG_LEVEL: 'error' } });
  dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
  const u = await createUser(t.app, 'admin');
  cookie = await login(t.app, u.email, u.password);
});
afterAll(async () => {
  await sql(`alter database "${dbName}" allow_connections true`).catch(() => undefined);
  await t?.close();
});

const createTag = (title: string) => t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie }, payload: { title } });

describe('when the database goes away', () => {
  it('answers 503 with Retry-After, then recovers by itself without losing an acknowledged write', async () => {
    expect((await createTag('پیش از قطعی')).statusCode).toBe(201);

    await sql(`alter database "${dbName}" allow_connections false`);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}'`);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    const write = await createTag('در زمان قطعی');
    expect(write.statusCode).toBe(503);
    expect(write.json().message).toMatch(/پایگاه داده/);

    await sql(`alter database "${dbName}" allow_connections true`);
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);

    expect((await createTag('پس از قطعی')).statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tag?sort=["id","ASC"]', headers: { cookie } });
    expect(list.json().map((tag: { title: string }) => tag.title)).toEqual(['پیش از قطعی', 'پس از قطعی']);
  });
});
