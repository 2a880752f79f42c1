import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(() => t?.close());

const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const tryLogin = (email: string, password: string, ip = '10.0.0.1', cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });

describe('sessions', () => {
  it('logs in with an HttpOnly, SameSite=Lax cookie that is not Secure on plain-HTTP localhost', async () => {
    const u = await createUser(t.app, 'editor');
    const res = await tryLogin(u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: u.email, role: 'editor' });
    const cookie = res.cookies.find((c) => c.name === 'meydan_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect((await me(`meydan_session=${cookie.value}`)).json()).toMatchObject({ email: u.email });
  });

  it('answers 401 to /me without a session, and after logout the old cookie is dead', async () => {
    expect((await me()).statusCode).toBe(401);
    const u = await createUser(t.app, 'admin');
    const cookie = await login(t.app, u.email, u.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('issues a new session at every login and ends the one the browser had', async () => {
    const u = await createUser(t.app, 'admin');
    const first = await login(t.app, u.email, u.password);
    const res = await tryLogin(u.email, u.password, '10.0.0.2', first);
    const second = `meydan_session=${res.cookies[0].value}`;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends every session of a user who is disabled or whose password is reset', async () => {
    const a = await createUser(t.app, 'admin');
    const adminCookie = await login(t.app, a.email, a.password);
    const u = await createUser(t.app, 'editor');
    const s1 = await login(t.app, u.email, u.password);
    const s2 = await login(t.app, u.email, u.password);
    const reset = await t.app.inject({ method: 'PUT', url: `/api/admin/user/${u.id}`, headers: { cookie: adminCookie }, payload: { password: 'brand-new-password' } });
    expect(reset.statusCode).toBe(200);
    expect((await me(s1)).statusCode).toBe(401);
    expect((await me(s2)).statusCode).toBe(401);
    expect((await tryLogin(u.email, u.password, '10.0.0.3')).statusCode).toBe(401);
    const s3 = await login(t.app, u.email, 'brand-new-password');
    await t.app.inject({ method: 'PUT', url: `/api/admin/user/${u.id}`, headers: { cookie: adminCookie }, payload: { isActive: false } });
    expect((await me(s3)).statusCode).toBe(401);
    expect((await tryLogin(u.email, 'brand-new-password', '10.0.0.4')).statusCode).toBe(401);
  });

  it('gives one generic message for an unknown email and a wrong password', async () => {
    const u = await createUser(t.app, 'user');
    const unknown = await tryLogin('nobody@test.example', 'whatever-password', '10.0.1.1');
    const wrong = await tryLogin(u.email, 'wrong-password', '10.0.1.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('login throttling', () => {
  it('locks an account after five failures, even from different addresses and with the right password', async () => {
    const u = await createUser(t.app, 'editor');
    for (let i = 0; i < 5; i++) expect((await tryLogin(u.email, 'bad-password', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await tryLogin(u.email, u.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json().message).toMatch(/دقیقه/);
  });

  it('limits failures per address across accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++) await tryLogin(`guess${i}@test.example`, 'bad-password', ip);
    const u = await createUser(t.app, 'editor');
    expect((await tryLogin(u.email, u.password, ip)).statusCode).toBe(429);
    expect((await tryLogin(u.email, u.password, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated mutation from another site', async () => {
    const u = await createUser(t.app, 'admin');
    const cookie = await login(t.app, u.email, u.password);
    const payload = { title: 'برچسب' };
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie, 'sec-fetch-site': 'cross-site' }, payload });
    expect(crossSite.statusCode).toBe(403);
    const evilOrigin = await t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie, origin: 'https://evil.example' }, payload });
    expect(evilOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie, 'sec-fetch-site': 'same-origin' }, payload });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('refuses the simple content types a cross-site form can send, but not a body-less DELETE', async () => {
    const u = await createUser(t.app, 'admin');
    const cookie = await login(t.app, u.email, u.password);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie, 'content-type': type }, payload: 'title=x' });
      expect(res.statusCode).toBe(415);
    }
    const tag = await t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie }, payload: { title: 'حذفی' } });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/tag/${tag.json().id}`, headers: { cookie, 'content-type': 'text/plain' } });
    expect(del.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('cookie on HTTPS', () => {
  it('marks the session cookie Secure when the site is served over HTTPS', async () => {
    const secure = await createTestApp({ seeded: false, env: { PUBLIC_URL: 'https://meydan.example' } });
    try {
      const u = await createUser(secure.app, 'user');
      const res = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
      expect(res.cookies[0].secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
