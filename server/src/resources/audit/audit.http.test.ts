import type { Audit } from '@meydan/shared-types/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';

let test: TestApp;
let admin: { id: number; email: string; cookie: string };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
  const res = await test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), range: res.headers['content-range'] };
}

/** The log as an admin reads it, newest first, through the same list dialect as every resource. */
async function log(filter: Record<string, unknown> = {}): Promise<Audit[]> {
  const res = await call('GET', `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`, admin.cookie);
  expect(res.status).toBe(200);
  return res.body as Audit[];
}

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
  const a = await createUser(test.app, 'admin');
  admin = { ...a, cookie: await login(test.app, a.email, a.password) };
});
afterAll(() => test?.close());

describe('the audit log', () => {
  it('records who created, changed and deleted what, when and from where', async () => {
    const since = new Date().toISOString();
    const tag = (await call('POST', '/api/admin/tag', admin.cookie, { title: 'دربی' })).body as { id: number; version: number };
    await call('PUT', `/api/admin/tag/${tag.id}`, admin.cookie, { title: 'دربی پایتخت', version: tag.version });
    // Refused saves wrote nothing, so they log nothing.
    expect((await call('PUT', `/api/admin/tag/${tag.id}`, admin.cookie, { title: 'دیر', version: tag.version })).status).toBe(409);
    expect((await call('PUT', `/api/admin/tag/${tag.id}`, admin.cookie, { title: '' })).status).toBe(400);
    await call('DELETE', `/api/admin/tag/${tag.id}`, admin.cookie);

    const entries = await log({ resource: 'tag', recordId: tag.id });
    // The slug follows the title, and changed with it.
    expect(entries.map((e) => [e.action, e.fields])).toEqual([
      ['delete', []],
      ['update', ['title', 'slug']],
      ['create', []],
    ]);
    for (const e of entries) {
      expect(e).toMatchObject({ user: admin.id, actor: admin.email, resource: 'tag', recordId: tag.id, ip: '127.0.0.1' });
      expect(e.createdAt >= since).toBe(true);
    }
  });

  it('records logins, failed logins and logouts, a role change, a disabled account and a new password', async () => {
    const editor = await createUser(test.app, 'editor');
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: editor.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@test.example', password: 'whatever-1234' } });
    const cookie = await login(test.app, editor.email, editor.password);
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

    expect((await log({ user: editor.id })).map((e) => e.action)).toEqual(['logout', 'login', 'login-failed']);
    expect((await log({ action: 'login-failed' })).find((e) => e.actor === 'nobody@test.example')).toMatchObject({
      user: null,
      recordId: null,
    });

    await call('PUT', `/api/admin/user/${editor.id}`, admin.cookie, { role: 'admin', displayName: 'سردبیر تازه' });
    await call('PUT', `/api/admin/user/${editor.id}`, admin.cookie, { isActive: false });
    await call('PUT', `/api/admin/user/${editor.id}`, admin.cookie, { password: 'a-brand-new-password' });
    const changes = await log({ resource: 'user', recordId: editor.id, user: admin.id });
    expect(changes.map((e) => [e.action, e.fields])).toEqual([
      ['update', ['password']],
      ['disable', ['isActive']],
      ['update', ['displayName']],
      ['role-change', ['role']],
    ]);
  });

  it('filters by user, resource, action and a date range, in the list dialect', async () => {
    const all = await call('GET', '/api/admin/audit?range=[0,1]', admin.cookie);
    expect(all.range).toMatch(/^audit 0-1\/\d+$/);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log({ createdAt_gte: today, action: 'create' })).length).toBeGreaterThan(0);
    expect(await log({ createdAt_lte: '2000-01-01' })).toEqual([]);
    expect(await log({ resource: 'season' })).toEqual([]);
    const unknown = await call('GET', `/api/admin/audit?filter=${encodeURIComponent('{"action":"read"}')}`, admin.cookie);
    expect(unknown.status).toBe(400);
  });

  it('is read-only, and for admins only', async () => {
    const [entry] = await log();
    for (const [method, url] of [
      ['POST', '/api/admin/audit'],
      ['PUT', `/api/admin/audit/${entry.id}`],
      ['DELETE', `/api/admin/audit/${entry.id}`],
    ] as const) {
      expect((await call(method, url, admin.cookie, method === 'DELETE' ? undefined : { action: 'create' })).status).toBe(404);
    }
    expect((await call('GET', `/api/admin/audit/${entry.id}`, admin.cookie)).body).toEqual(entry);

    const editor = await createUser(test.app, 'editor');
    const editorCookie = await login(test.app, editor.email, editor.password);
    const refused = await call('GET', '/api/admin/audit', editorCookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/[\u0600-\u06ff]/);
  });
});
