import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';
import { LAST_ADMIN, SELF_DELETE, SELF_DEMOTE, SELF_DISABLE } from './admin-guard.js';

let test: TestApp;

interface Account {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

async function account(role: 'admin' | 'editor'): Promise<Account> {
  const user = await createUser(test.app, role);
  return { ...user, cookie: await login(test.app, user.email, user.password) };
}

async function call(who: Account, method: 'PUT' | 'DELETE' | 'GET', path: string, payload?: object) {
  const res = await test.app.inject({
    method,
    url: `/api/admin/user${path}`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json<{ message?: string; errors?: Record<string, string>; role?: string; isActive?: boolean }>(),
  };
}

/** The active admins as the database holds them, read outside any request. */
async function activeAdmins(): Promise<number[]> {
  const rows = await test.app.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(`select id from users where role = 'admin' and is_active order by id`);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
});
afterAll(() => test?.close());

describe('an admin and their own account', () => {
  it('cannot delete it, demote it or disable it, and is told why in Persian', async () => {
    const me = await account('admin');
    await account('admin');

    const deleted = await call(me, 'DELETE', `/${me.id}`);
    expect(deleted).toMatchObject({ status: 400, body: { message: SELF_DELETE } });
    const demoted = await call(me, 'PUT', `/${me.id}`, { role: 'editor' });
    expect(demoted).toMatchObject({ status: 400, body: { message: SELF_DEMOTE, errors: { role: SELF_DEMOTE } } });
    const disabled = await call(me, 'PUT', `/${me.id}`, { isActive: false });
    expect(disabled).toMatchObject({ status: 400, body: { message: SELF_DISABLE, errors: { isActive: SELF_DISABLE } } });

    // Nothing changed, the session included: the same cookie still works.
    const still = await call(me, 'GET', `/${me.id}`);
    expect(still).toMatchObject({ status: 200, body: { role: 'admin', isActive: true } });
    // Renaming oneself, or saving the form with the role unchanged, is fine.
    expect((await call(me, 'PUT', `/${me.id}`, { displayName: 'مدیر ارشد', role: 'admin', isActive: true })).status).toBe(200);
  });

  it('is skipped by a bulk delete over the whole list, which removes the others', async () => {
    const me = await account('admin');
    const editor = await account('editor');
    const results = await Promise.all([me.id, editor.id].map((id) => call(me, 'DELETE', `/${id}`)));
    expect(results.map((r) => r.status)).toEqual([400, 200]);
    expect((await call(me, 'GET', `/${editor.id}`)).status).toBe(404);
    expect((await call(me, 'GET', `/${me.id}`)).status).toBe(200);
  });
});

describe('the last active admin', () => {
  it('may lose the role or the account while another active admin remains', async () => {
    const me = await account('admin');
    const other = await account('admin');
    expect((await call(me, 'PUT', `/${other.id}`, { role: 'editor' })).body.role).toBe('editor');
    expect((await call(me, 'PUT', `/${other.id}`, { role: 'admin' })).body.role).toBe('admin');
    expect((await call(me, 'DELETE', `/${other.id}`)).status).toBe(200);
  });

  it('stays when every other admin is removed at once by admins removing each other', async () => {
    // Start from two active admins and nobody else able to manage users.
    await test.app.orm.em.fork().getConnection().execute(`update users set is_active = false where role = 'admin'`);
    for (const [action, payload] of [
      ['DELETE', undefined],
      ['PUT', { role: 'editor' }],
      ['PUT', { isActive: false }],
    ] as const) {
      const a = await account('admin');
      const b = await account('admin');
      expect(await activeAdmins()).toEqual([a.id, b.id]);
      const [ab, ba] = await Promise.all([call(a, action, `/${b.id}`, payload), call(b, action, `/${a.id}`, payload)]);
      expect([ab.status, ba.status].sort(), `${action} ${JSON.stringify(payload)}`).toEqual([200, 400]);
      expect([ab, ba].find((r) => r.status === 400)?.body.message).toBe(LAST_ADMIN);
      expect(await activeAdmins()).toHaveLength(1);
      // Stand the survivor down directly, so the next round starts again from two.
      await test.app.orm.em.fork().getConnection().execute(`update users set is_active = false where role = 'admin'`);
    }
  });
});
