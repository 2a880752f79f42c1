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
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

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
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/user/${u.id}`,
      headers: { cookie: adminCookie },
      payload: { password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(s1)).statusCode).toBe(401);
    expect((await me(s2)).statusCode).toBe(401);
    expect((await tryLogin(u.email, u.password, '10.0.0.3')).statusCode).toBe(401);
    const s3 = await login(t.app, u.email, 'brand-new-password');
    await t.app.inject({ method: 'PUT', url: `/api/admin/user/${u.id}`, headers: { cookie: adminCookie }, payload: { isActive: false } });
    expect((await me(s3)).statusCode).toBe(401);
    expect((await tryLogin(u.email, 'brand-new-password', '10.0.0.4')).statusCode).toBe(401);
  });

  it('looks sessions up for the API and the back office only, not for public pages or media', async () => {
    const u = await createUser(t.app, 'editor');
    const cookie = await login(t.app, u.email, u.password);
    const db = t.app.orm.em.getConnection();
    await db.execute(`update session set last_seen_at = now() - interval '30 minutes' where user_id = ?`, [u.id]);
    const lastSeen = async () =>
      (await db.execute<{ t: string }[]>('select last_seen_at::text as t from session where user_id = ?', [u.id]))[0].t;
    const before = await lastSeen();
    for (const url of ['/', '/news', '/media/2026/01/none.webp', '/rss.xml']) await t.app.inject({ url, headers: { cookie } });
    expect(await lastSeen()).toBe(before);
    for (const url of ['/api/auth/me', '/admin']) {
      await db.execute(`update session set last_seen_at = now() - interval '30 minutes' where user_id = ?`, [u.id]);
      const stale = await lastSeen();
      await t.app.inject({ url, headers: { cookie } });
      expect(await lastSeen()).not.toBe(stale);
    }
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
  const db = () => t.app.orm.em.getConnection();
  /** Time passes: every block and every remembered failure ends now. */
  const waitOutBlocks = () =>
    db().execute(`update login_throttle set blocked_until = now() - interval '1 second' where blocked_until is not null`);
  const deviceCookie = (res: Awaited<ReturnType<typeof tryLogin>>) => {
    const c = res.cookies.find((x) => x.name === 'meydan_device');
    return c ? `meydan_device=${c.value}` : undefined;
  };

  it('locks an account from one address after five failures and says how long to wait', async () => {
    const u = await createUser(t.app, 'editor');
    for (let i = 0; i < 5; i++) expect((await tryLogin(u.email, 'bad-password', '10.1.0.1')).statusCode).toBe(401);
    const locked = await tryLogin(u.email, u.password, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json().message).toMatch(/۱ دقیقهٔ دیگر/);
    // The owner, somewhere else, is not locked out by someone guessing from that address.
    expect((await tryLogin(u.email, u.password, '10.1.0.2')).statusCode).toBe(200);
  });

  it('lets the owner in after the back-off, which doubles with each further failure', async () => {
    const u = await createUser(t.app, 'editor');
    for (let i = 0; i < 5; i++) await tryLogin(u.email, 'bad-password', '10.1.1.1');
    expect((await tryLogin(u.email, u.password, '10.1.1.1')).statusCode).toBe(429);
    await waitOutBlocks();
    expect((await tryLogin(u.email, 'bad-password', '10.1.1.1')).statusCode).toBe(401);
    const second = await tryLogin(u.email, u.password, '10.1.1.1');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(110);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(120);
    await waitOutBlocks();
    expect((await tryLogin(u.email, u.password, '10.1.1.1')).statusCode).toBe(200);
    // Logging in cleared that address's failures for the account: five free attempts again.
    for (let i = 0; i < 4; i++) expect((await tryLogin(u.email, 'bad-password', '10.1.1.1')).statusCode).toBe(401);
    expect((await tryLogin(u.email, u.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('limits guesses spread over many addresses, but not from a browser the owner has used', async () => {
    const u = await createUser(t.app, 'admin');
    const device = deviceCookie(await tryLogin(u.email, u.password, '10.1.2.250'));
    expect(device).toBeDefined();
    for (let i = 0; i < 20; i++) expect((await tryLogin(u.email, 'bad-password', `10.1.3.${i}`)).statusCode).toBe(401);
    expect((await tryLogin(u.email, u.password, '10.1.4.1')).statusCode).toBe(429);
    const owner = await tryLogin(u.email, u.password, '10.1.4.2', device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookie(owner)).toBeUndefined();
    // The device cookie speaks for its own user only.
    const other = await createUser(t.app, 'editor');
    for (let i = 0; i < 5; i++) await tryLogin(other.email, 'bad-password', '10.1.4.3');
    expect((await tryLogin(other.email, other.password, '10.1.4.3', device)).statusCode).toBe(429);
  });

  it('sets the device cookie HttpOnly, only for the auth API, and forgets devices when the password is reset', async () => {
    const u = await createUser(t.app, 'editor');
    const res = await tryLogin(u.email, u.password, '10.1.5.1');
    const c = res.cookies.find((x) => x.name === 'meydan_device')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const a = await createUser(t.app, 'admin');
    const adminCookie = await login(t.app, a.email, a.password);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/user/${u.id}`,
      headers: { cookie: adminCookie },
      payload: { password: 'another-password-1' },
    });
    for (let i = 0; i < 20; i++) await tryLogin(u.email, 'bad-password', `10.1.6.${i}`);
    expect((await tryLogin(u.email, 'another-password-1', '10.1.6.99', `meydan_device=${c.value}`)).statusCode).toBe(429);
  });

  it('limits failures per address across accounts; a success does not use up the allowance', async () => {
    const ip = '10.2.0.1';
    const u = await createUser(t.app, 'editor');
    for (let i = 0; i < 30; i++) expect((await tryLogin(u.email, u.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await tryLogin(`guess${i}@test.example`, 'bad-password', ip);
    expect((await tryLogin(u.email, u.password, ip)).statusCode).toBe(429);
    expect((await tryLogin(u.email, u.password, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated mutation from another site', async () => {
    const u = await createUser(t.app, 'admin');
    const cookie = await login(t.app, u.email, u.password);
    const payload = { title: 'برچسب' };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tag',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const evilOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tag',
      headers: { cookie, origin: 'https://evil.example' },
      payload,
    });
    expect(evilOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tag',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      payload,
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('refuses the simple content types a cross-site form can send, but not a body-less DELETE', async () => {
    const u = await createUser(t.app, 'admin');
    const cookie = await login(t.app, u.email, u.password);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/tag',
        headers: { cookie, 'content-type': type },
        payload: 'title=x',
      });
      expect(res.statusCode).toBe(415);
    }
    const tag = await t.app.inject({ method: 'POST', url: '/api/admin/tag', headers: { cookie }, payload: { title: 'حذفی' } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tag/${tag.json().id}`,
      headers: { cookie, 'content-type': 'text/plain' },
    });
    expect(del.statusCode).toBe(200);
  });

  it('sends security headers: a document policy on pages, a deny-all one on the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['permissions-policy']).toMatch(/camera=\(\)/);
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['permissions-policy']).toBeUndefined();
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
