import type { Audit, OwnSession } from '@meydan/shared-types/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

/**
 * Replays the review's finding: someone who lost a phone, or left a session open on a shared computer,
 * could not see where they were signed in nor sign that browser out; only an admin resetting the
 * password ended it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t?.close());

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => call('GET', '/api/auth/me', cookie);

async function signIn(user: { email: string; password: string }, userAgent: string, ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return `meydan_session=${res.cookies.find((c) => c.name === 'meydan_session')!.value}`;
}

describe('finding: nobody could sign out a browser they had lost', () => {
  for (const role of ['editor', 'user'] as const) {
    it(`lets ${role === 'user' ? 'a reader' : 'staff'} see their sessions and end the others, keeping the current one`, async () => {
      const owner = await createUser(t.app, role);
      const phone = await signIn(owner, PHONE, '10.7.0.1');
      const laptop = await signIn(owner, LAPTOP, '10.7.0.2');
      const someoneElse = await login(t.app, (await createUser(t.app, role)).email, `pass-${role}-123456`);

      const listed = await call('GET', '/api/auth/sessions', laptop);
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      const sessions = listed.json<OwnSession[]>();
      expect(sessions).toHaveLength(2);
      expect(sessions.find((s) => s.current)).toMatchObject({ browser: 'Firefox', os: 'Windows', ip: '10.7.0.2' });
      expect(sessions.find((s) => !s.current)).toMatchObject({ browser: 'Chrome', os: 'Android', ip: '10.7.0.1' });
      // Nothing that could sign in is given out: no token, no hash.
      expect(listed.body).not.toMatch(/token/i);

      const ended = await call('POST', '/api/auth/sessions/end-others', laptop);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json()).toEqual({ ended: 1 });

      const lost = await me(phone);
      expect(lost.statusCode).toBe(401);
      expect(lost.json().message).toBe('وارد نشده‌اید.');
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/sessions', laptop)).json<OwnSession[]>()).toEqual([expect.objectContaining({ current: true })]);
      expect((await me(someoneElse)).statusCode).toBe(200);
      if (role === 'editor') {
        expect((await call('GET', '/api/admin/news', phone)).statusCode).toBe(401);
        expect((await call('GET', '/api/admin/news', laptop)).statusCode).toBe(200);
      }
    });
  }

  it('ends one chosen session, never the current one that way nor another account’s', async () => {
    const owner = await createUser(t.app, 'editor');
    const phone = await signIn(owner, PHONE, '10.7.1.1');
    const laptop = await signIn(owner, LAPTOP, '10.7.1.2');
    const stranger = await signIn(await createUser(t.app, 'editor'), LAPTOP, '10.7.1.3');
    const [current, other] = (await call('GET', '/api/auth/sessions', laptop))
      .json<OwnSession[]>()
      .sort((a, b) => Number(b.current) - Number(a.current));

    const own = await call('DELETE', `/api/auth/sessions/${current.id}`, laptop);
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toContain('«خروج»');
    expect((await call('DELETE', `/api/auth/sessions/${other.id}`, stranger)).statusCode).toBe(404);
    expect((await me(phone)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/auth/sessions/${other.id}`, laptop)).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/auth/sessions/abc', laptop)).statusCode).toBe(400);
  });

  it('asks for a session first, and logs each ending', async () => {
    expect((await call('GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/sessions/end-others')).statusCode).toBe(401);

    const owner = await createUser(t.app, 'editor');
    await signIn(owner, PHONE, '10.7.2.1');
    const laptop = await signIn(owner, LAPTOP, '10.7.2.2');
    await call('POST', '/api/auth/sessions/end-others', laptop);

    const a = await createUser(t.app, 'admin');
    const adminCookie = await login(t.app, a.email, a.password);
    const filter = encodeURIComponent(JSON.stringify({ action: 'end-sessions', user: owner.id }));
    const entries = (await call('GET', `/api/admin/audit?filter=${filter}`, adminCookie)).json<Audit[]>();
    expect(entries).toEqual([expect.objectContaining({ actor: owner.email, resource: 'user', recordId: owner.id, ip: '127.0.0.1' })]);
  });
});

describe('changing one’s own password', () => {
  const change = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password', headers: cookie ? { cookie } : {}, payload });

  it('ends every session of the account and signs this browser in afresh', async () => {
    expect((await change(undefined, { currentPassword: 'x', newPassword: 'a-brand-new-passphrase' })).statusCode).toBe(401);
    const owner = await createUser(t.app, 'user');
    const phone = await signIn(owner, PHONE, '10.7.3.1');
    const laptop = await signIn(owner, LAPTOP, '10.7.3.2');

    const wrong = await change(laptop, { currentPassword: 'not-the-password', newPassword: 'a-brand-new-passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: 'رمز عبور کنونی درست نیست.' } });
    const short = await change(laptop, { currentPassword: owner.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { newPassword: 'دست‌کم ۱۰ نویسه وارد کنید.' } });
    const same = await change(laptop, { currentPassword: owner.password, newPassword: owner.password });
    expect(same.json()).toMatchObject({ errors: { newPassword: 'رمز تازه باید با رمز کنونی فرق داشته باشد.' } });
    expect((await me(phone)).statusCode).toBe(200);

    const changed = await change(laptop, { currentPassword: owner.password, newPassword: 'a-brand-new-passphrase' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ended: 1 });
    const fresh = `meydan_session=${changed.cookies.find((c) => c.name === 'meydan_session')!.value}`;
    expect((await me(phone)).statusCode).toBe(401);
    // This browser's old token is gone too: it carries on with the new one only.
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);

    const old = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    expect(old.statusCode).toBe(401);
    await signIn({ email: owner.email, password: 'a-brand-new-passphrase' }, PHONE, '10.7.3.3');
  });
});
