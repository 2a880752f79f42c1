import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

/*
 * A write and what its rules change beside it commit together. Each test makes the database itself
 * refuse a statement that comes after a side effect (a trigger, as a constraint added later or a
 * failing disk would), and checks that the side effect did not stay behind.
 */
let test: TestApp;
let admin: string;

const sql = (query: string) => test.app.orm.em.fork().getConnection().execute(query);

async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  const res = await test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
  const a = await createUser(test.app, 'admin');
  admin = await login(test.app, a.email, a.password);
});
afterAll(() => test?.close());

describe('one transaction per write', () => {
  it('leaves the other season current when marking a season current fails halfway', async () => {
    const sport = (await call('POST', '/api/admin/sport', admin, { title: 'والیبال' })).body.id;
    const league = (await call('POST', '/api/admin/league', admin, { title: 'لیگ برتر والیبال', sport })).body.id;
    const current = (await call('POST', '/api/admin/season', admin, { league, title: '۱۴۰۳', isCurrent: true })).body.id as number;
    const next = (await call('POST', '/api/admin/season', admin, { league, title: '۱۴۰۴' })).body.id as number;

    // The database refuses to unmark the current season: the new one's own update has run by then.
    await sql(`create function refuse_unmark() returns trigger language plpgsql as $$
      begin if old.id = ${current} and not new.is_current then raise exception 'unmarking refused'; end if; return new; end $$`);
    await sql(`create trigger refuse_unmark before update on season for each row execute function refuse_unmark()`);
    try {
      const res = await call('PUT', `/api/admin/season/${next}`, admin, { title: '۱۴۰۴ (جاری)', isCurrent: true });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await sql(`drop trigger refuse_unmark on season; drop function refuse_unmark()`);
    }

    const seasons = await call('GET', `/api/admin/season?filter=${encodeURIComponent(JSON.stringify({ league }))}`, admin);
    const rows = seasons.body as unknown as { id: number; title: string; isCurrent: boolean }[];
    expect(rows.find((s) => s.id === current)).toMatchObject({ isCurrent: true });
    expect(rows.find((s) => s.id === next)).toMatchObject({ title: '۱۴۰۴', isCurrent: false });

    // Without the trigger the same save goes through, and still leaves one current season.
    expect((await call('PUT', `/api/admin/season/${next}`, admin, { isCurrent: true })).status).toBe(200);
    expect((await call('GET', `/api/admin/season/${current}`, admin)).body.isCurrent).toBe(false);
  });

  it('keeps the sessions of a user whose password reset fails after they were ended', async () => {
    const editor = await createUser(test.app, 'editor');
    const editorCookie = await login(test.app, editor.email, editor.password);

    // Sessions end in the rule that runs before the user row is written; the row is then refused.
    await sql(`create function refuse_user() returns trigger language plpgsql as $$
      begin if new.display_name = 'نام ناپذیرفتنی' then raise exception 'user update refused'; end if; return new; end $$`);
    await sql(`create trigger refuse_user before update on users for each row execute function refuse_user()`);
    try {
      const res = await call('PUT', `/api/admin/user/${editor.id}`, admin, {
        displayName: 'نام ناپذیرفتنی',
        password: 'a-new-password-1404',
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await sql(`drop trigger refuse_user on users; drop function refuse_user()`);
    }

    expect((await call('GET', '/api/auth/me', editorCookie)).status).toBe(200);
    expect(await login(test.app, editor.email, editor.password)).toMatch(/^meydan_session=/);

    // The same reset, allowed, ends the session at once.
    expect((await call('PUT', `/api/admin/user/${editor.id}`, admin, { password: 'a-new-password-1404' })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', editorCookie)).status).toBe(401);
  });
});
