import type { NewsCard } from '@meydan/shared-types/schemas';
import { readdirSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Comment } from '../model/comment.entity.js';
import { News } from '../model/news.entity.js';
import { User } from '../model/user.entity.js';
import { createUser } from '../testing/fixtures.js';
import { startTestServer, type TestApp } from '../testing/index.js';

/**
 * Replays each finding of the security review against a listening server, the way it was found.
 * The server trusts one proxy, at 127.0.0.1, as it would behind a load balancer.
 */
let t: TestApp & { url: string };
beforeAll(async () => {
  t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP exchange with node:http, which can pick its own source address (127.0.0.x). */
function send(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = { 'content-type': 'application/json' };
const loginFrom = (ip: string, email: string, password: string, cookie?: string) =>
  fetch(`${t.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
const cookieOf = (res: Response, name: string) => {
  const c = res.headers.getSetCookie().find((x) => x.startsWith(`${name}=`));
  return c?.split(';')[0];
};
const sql = (text: string, params: unknown[] = []) => t.app.orm.em.getConnection().execute(text, params);

describe('finding: login throttling can be raced (high)', () => {
  it('evaluates only five of 300 concurrent wrong guesses and the right one from one address', async () => {
    const u = await createUser(t.app, 'admin');
    const started = Date.now();
    const guesses = Array.from({ length: 300 }, (_, i) => loginFrom('203.0.113.10', u.email, `wrong-${i}`));
    const right = loginFrom('203.0.113.10', u.email, u.password);
    const statuses = await Promise.all([...guesses, right].map(async (r) => (await r).status));
    const evaluated = statuses.filter((s) => s === 401 || s === 200);
    expect(evaluated).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(296);
    console.log(`301 concurrent logins answered in ${Date.now() - started} ms; ${evaluated.length} reached the password check`);
    // The right password, if it was not among the five, logged nobody in.
    const user = await t.app.orm.em.fork().findOneOrFail(User, { id: u.id });
    expect(user.lastLoginAt !== null).toBe(statuses[300] === 200);
  });

  it('evaluates at most the account-wide allowance when the guesses come from 300 addresses', async () => {
    const u = await createUser(t.app, 'admin');
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        loginFrom(`198.18.${Math.floor(i / 200)}.${i % 200}`, u.email, `wrong-${i}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(280);
  });
});

/** A load balancer: passes requests on, appending the address it was connected from to X-Forwarded-For. */
async function startProxy(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = httpRequest(
      target + req.url,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded }, agent: false },
      (up) => {
        res.writeHead(up.statusCode!, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

describe('finding: behind a load balancer the client picks its own IP', () => {
  let proxy: { url: string; server: Server };
  beforeAll(async () => {
    proxy = await startProxy(t.url);
  });
  afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

  // The client connects from 127.0.0.2 and writes a new X-Forwarded-For every time; the proxy appends 127.0.0.2.
  const viaProxy = (path: string, body: unknown, i: number) =>
    send(proxy.url + path, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': `192.0.2.${i}` },
      body: JSON.stringify(body),
      localAddress: '127.0.0.2',
    });

  it('stays limited on login failures while rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await viaProxy('/api/auth/login', { email: `nobody${i}@test.example`, password: 'wrong-password' }, i)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('stays limited on comments while rotating X-Forwarded-For', async () => {
    const list = (await (await fetch(`${t.url}/api/public/news`)).json()) as { items: NewsCard[] };
    const newsId = list.items[0].id;
    await t.app.orm.em.fork().nativeUpdate(News, { id: newsId }, { allowComments: true });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await viaProxy(`/api/public/news/${newsId}/comments`, { authorName: 'رضا', body: `نظر چرخشی ${i}` }, i)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });
});

describe('finding: anyone can lock any account for 15 minutes, forever', () => {
  it('leaves the owner a way in: from another address, after the back-off, and from a known browser', async () => {
    const u = await createUser(t.app, 'admin');
    const known = cookieOf(await loginFrom('203.0.113.20', u.email, u.password), 'meydan_device');
    expect(known).toBeDefined();

    for (let i = 0; i < 6; i++) await loginFrom('203.0.113.66', u.email, 'wrong-password');
    expect((await loginFrom('203.0.113.66', u.email, u.password)).status).toBe(429);
    expect((await loginFrom('203.0.113.21', u.email, u.password)).status).toBe(200);

    // Now from many addresses, until the account itself is in back-off.
    for (let i = 0; i < 20; i++) await loginFrom(`198.19.0.${i}`, u.email, 'wrong-password');
    expect((await loginFrom('203.0.113.22', u.email, u.password)).status).toBe(429);
    expect((await loginFrom('203.0.113.22', u.email, u.password, known)).status).toBe(200);

    // The back-off passes (moved into the past here rather than waited for).
    await sql(`update login_throttle set blocked_until = now() - interval '1 second' where blocked_until is not null`);
    expect((await loginFrom('203.0.113.23', u.email, u.password)).status).toBe(200);
  });
});

describe('finding: /api/admin/* parses and validates a body before checking the session', () => {
  /**
   * Sends only the headers of a request announcing a large body and waits for the answer: one that
   * comes back while the body is still unsent was decided without reading it.
   */
  function answerBeforeBody(path: string, headers: Record<string, string>): Promise<Answer | 'waited for the body'> {
    return new Promise((resolve) => {
      const req = httpRequest(
        `${t.url}${path}`,
        { method: 'POST', headers: { ...json, 'content-length': String(2 * 1024 * 1024), ...headers }, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
            req.destroy();
          });
        },
      );
      // Destroying the request after the answer may raise an error nobody needs to hear about.
      req.on('error', () => undefined);
      req.flushHeaders();
      const timer = setTimeout(() => {
        resolve('waited for the body');
        req.destroy();
      }, 3000);
      req.on('close', () => clearTimeout(timer));
    });
  }

  it('answers anonymous and forbidden callers before reading the body', async () => {
    const anonymous = await answerBeforeBody('/api/admin/news', {});
    expect(anonymous).not.toBe('waited for the body');
    expect(anonymous).toMatchObject({ status: 401 });
    const editor = cookieOf(await loginFrom('203.0.113.30', 'editor@meydan.example', 'Meydan-Editor-1404'), 'meydan_session')!;
    const forbidden = await answerBeforeBody('/api/admin/user', { cookie: editor });
    expect(forbidden).toMatchObject({ status: 403 });
  });

  it('tells an anonymous caller nothing about fields, and refuses deep or oversized bodies from staff', async () => {
    const anonymous = await send(`${t.url}/api/admin/news`, { method: 'POST', headers: json, body: '{"title":1}' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toMatch(/title|errors/);

    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const started = Date.now();
    expect((await send(`${t.url}/api/admin/news`, { method: 'POST', headers: json, body: deep })).status).toBe(401);
    console.log(`anonymous 2 MB nested body answered in ${Date.now() - started} ms`);

    const admin = cookieOf(await loginFrom('203.0.113.31', 'admin@meydan.example', 'Meydan-Admin-1404'), 'meydan_session')!;
    const tooBig = await send(`${t.url}/api/admin/tag`, { method: 'POST', headers: { ...json, cookie: admin }, body: deep });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body).message).toContain('۱۰۲۴ کیلوبایت');
    const nested = await send(`${t.url}/api/admin/tag`, {
      method: 'POST',
      headers: { ...json, cookie: admin },
      body: `{"title":${'['.repeat(40)}${']'.repeat(40)}}`,
    });
    expect(nested.status).toBe(400);
    expect(JSON.parse(nested.body).message).toMatch(/تودرتو/);
    const comment = await send(`${t.url}/api/public/news/1/comments`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ authorName: 'رضا', body: 'ب'.repeat(20_000) }),
    });
    expect(comment.status).toBe(413);
    expect(JSON.parse(comment.body).message).toContain('۱۶ کیلوبایت');
  });
});

describe('finding: sessions last 14 days with no idle timeout, admins included', () => {
  const me = (cookie: string) => send(`${t.url}/api/auth/me`, { headers: { cookie } });
  const idle = (userId: number, interval: string) =>
    sql(`update session set last_seen_at = now() - interval '${interval}' where user_id = ?`, [userId]);

  it('ends a staff session after two idle hours and gives it twelve hours at most', async () => {
    const u = await createUser(t.app, 'editor');
    const res = await loginFrom('203.0.113.40', u.email, u.password);
    const cookie = cookieOf(res, 'meydan_session')!;
    expect(res.headers.getSetCookie()[0]).toMatch(/Max-Age=43200/);
    await idle(u.id, '1 hour 50 minutes');
    expect((await me(cookie)).status).toBe(200);
    await idle(u.id, '2 hours 1 minute');
    expect((await me(cookie)).status).toBe(401);

    const again = cookieOf(await loginFrom('203.0.113.40', u.email, u.password), 'meydan_session')!;
    await sql(`update session set expires_at = now() - interval '1 second' where user_id = ?`, [u.id]);
    expect((await me(again)).status).toBe(401);
  });

  it('keeps a reader signed in across idle days', async () => {
    const u = await createUser(t.app, 'user');
    const cookie = cookieOf(await loginFrom('203.0.113.41', u.email, u.password), 'meydan_session')!;
    await idle(u.id, '3 days');
    expect((await me(cookie)).status).toBe(200);
    await idle(u.id, '15 days');
    expect((await me(cookie)).status).toBe(401);
  });
});

describe("finding: the comment honeypot's error names the field", () => {
  it('accepts a filled honeypot like any comment and stores nothing', async () => {
    const list = (await (await fetch(`${t.url}/api/public/news`)).json()) as { items: NewsCard[] };
    const newsId = list.items[1].id;
    await t.app.orm.em.fork().nativeUpdate(News, { id: newsId }, { allowComments: true });
    const post = (body: object, ip: string) =>
      send(`${t.url}/api/public/news/${newsId}/comments`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
    const bot = await post({ authorName: 'ربات', body: 'تبلیغ ارزان', website: 'http://spam.example' }, '203.0.113.50');
    const person = await post({ authorName: 'مریم', body: 'گزارش خوبی بود', website: '' }, '203.0.113.51');
    expect(bot.status).toBe(201);
    expect(bot.body).toBe(person.body);
    expect(await t.app.orm.em.fork().count(Comment, { body: 'تبلیغ ارزان' })).toBe(0);
  });
});

describe('finding: missing no-store, Permissions-Policy, and a CSP allowing inline styles', () => {
  it('marks every admin and auth answer no-store, single records and errors included', async () => {
    const admin = cookieOf(await loginFrom('203.0.113.60', 'admin@meydan.example', 'Meydan-Admin-1404'), 'meydan_session')!;
    const answers = await Promise.all([
      send(`${t.url}/api/admin/tag/1`, { headers: { cookie: admin } }),
      send(`${t.url}/api/admin/tag/999999`, { headers: { cookie: admin } }),
      send(`${t.url}/api/admin/news/1`),
      send(`${t.url}/api/auth/me`, { headers: { cookie: admin } }),
      send(`${t.url}/api/auth/me`),
      send(`${t.url}/admin`, { headers: { cookie: admin } }),
      send(`${t.url}/admin/news`, { headers: { cookie: admin } }),
      send(`${t.url}/auth/login`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401, 200, 401, 200, 302, 200]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
    // Hashed build files are the same for everyone and stay cacheable.
    const asset = readdirSync(t.config.adminDist + '/assets').find((f) => f.endsWith('.js'))!;
    expect((await send(`${t.url}/admin/assets/${asset}`)).headers['cache-control']).toMatch(/immutable/);
  });

  it('sends a Permissions-Policy and, on public pages, a CSP without inline styles', async () => {
    const home = await send(`${t.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(home.headers['content-security-policy']).toMatch(/style-src 'self'(;|$)/);
    expect(home.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(home.body).not.toMatch(/<style|\sstyle="/);
    // The back office's component library writes <style> elements at run time.
    expect((await send(`${t.url}/admin`)).headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'/);
  });
});
