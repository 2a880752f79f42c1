import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

/**
 * A list shows titles, states and dates: reading every article's body for it made an export of a
 * thousand news hold a database connection for seconds. The edit screen still gets the body.
 */
let t: TestApp;
let cookie: string;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'admin');
  // Every statement the app sends, as the database receives it.
  t.app.orm.em
    .getConnection()
    .getKnex()
    .on('query', (q: { sql: string }) => statements.push(q.sql));
});
afterAll(() => t?.close());

async function statementsOf(url: string) {
  statements.length = 0;
  const res = await t.app.inject({ url, headers: { cookie } });
  return { res, sql: [...statements] };
}

describe('admin lists', () => {
  it('neither send nor read an article body, while the record itself has it', async () => {
    const { res, sql } = await statementsOf(`/api/admin/news?range=${encodeURIComponent('[0,49]')}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.title).toEqual(expect.any(String));
      expect(row).not.toHaveProperty('body');
      expect(row).not.toHaveProperty('lead');
    }
    const newsSql = sql.filter((s) => /from "news"/.test(s));
    expect(newsSql.length).toBeGreaterThan(0);
    for (const s of newsSql) expect(s).not.toMatch(/"(body|lead|search_text|search_vector)"/);

    // Links are still listed, as ids.
    const tagged = rows.find((r) => (r.tags as number[]).length > 0 && (r.teams as number[]).length > 0)!;
    const one = await t.app.inject({ url: `/api/admin/news/${tagged.id}`, headers: { cookie } });
    const record = one.json<{ body: string; tags: number[]; teams: number[] }>();
    expect(record.body.length).toBeGreaterThan(50);
    expect([...record.tags].sort()).toEqual([...(tagged.tags as number[])].sort());
    expect([...record.teams].sort()).toEqual([...(tagged.teams as number[])].sort());
  });

  it('leave out a gallery description too', async () => {
    const { res, sql } = await statementsOf(`/api/admin/gallery?range=${encodeURIComponent('[0,24]')}`);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveProperty('description');
    for (const s of sql.filter((x) => /from "gallery"/.test(x))) expect(s).not.toMatch(/"description"/);
    const one = await t.app.inject({ url: `/api/admin/gallery/${rows[0].id}`, headers: { cookie } });
    expect(one.json()).toHaveProperty('description');
  });
});
