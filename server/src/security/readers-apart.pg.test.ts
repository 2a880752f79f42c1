import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../testing/fixtures.js';
import { loginCookie, startTestServer, type TestApp } from '../testing/index.js';

/**
 * Replays the finding: ten back-office exports of a thousand news at once held every pooled connection
 * for 10–16 s, and readers' pages and /api/health answered 503. Staff work has its own share of the pool
 * (STAFF_CONCURRENCY of DB_POOL_MAX), readers keep the rest, and exports read in short pages.
 */
let t: TestApp & { url: string };
let admin: string;
const ADDED = 1_200;

beforeAll(async () => {
  // A small pool: staff get one connection of four.
  t = await startTestServer({ env: { DB_POOL_MAX: '4' } });
  admin = await loginCookie(t.app, 'admin');
  // Drafts with long bodies, as a newsroom's archive has.
  await t.app.orm.em.getConnection().execute(`
    insert into "news" ("created_at", "updated_at", "title", "slug", "short_code", "body", "status", "published_at")
    select now(), now(), 'خبر بایگانی ' || g, 'archive-' || g, 'arc' || g, repeat('<p>متن بلند یک گزارش ورزشی.</p>', 600), 'draft',
      now() - make_interval(hours => g)
    from generate_series(1, ${ADDED}) g`);
});
afterAll(() => t?.close());

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !condition();) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let word = 0;
/** What readers ask meanwhile: the health check, the home page and searches no cache has seen. */
async function readWhile(busy: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  const times: number[] = [];
  let done = false;
  void busy.finally(() => (done = true));
  while (!done) {
    const round = await Promise.all(
      [`/api/health`, `/`, `/search?q=${encodeURIComponent(`واژه${++word}`)}`].map(async (path) => {
        const started = Date.now();
        const res = await fetch(`${t.url}${path}`);
        await res.arrayBuffer();
        times.push(Date.now() - started);
        return res.status;
      }),
    );
    statuses.push(...round);
    await new Promise((r) => setTimeout(r, 50));
  }
  times.sort((a, b) => a - b);
  console.log(`readers: ${times.length} answers, median ${times[times.length >> 1]} ms, slowest ${times.at(-1)} ms`);
  return statuses;
}

/** Holds a news row locked from outside the app: staff saves of it wait on the lock, each on a connection of its own. */
async function holdRowLock(id: number) {
  const client = new pg.Client({ connectionString: t.config.databaseUrl! });
  await client.connect();
  await client.query('begin');
  await client.query('select id from news where id = $1 for update', [id]);
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

async function someNews(): Promise<{ id: number; version: number }> {
  const res = await fetch(`${t.url}/api/admin/news?range=${encodeURIComponent('[0,0]')}`, { headers: { cookie: admin } });
  const [row] = (await res.json()) as { id: number; version: number }[];
  return row;
}

const save = (news: { id: number; version: number }, title: string) =>
  fetch(`${t.url}/api/admin/news/${news.id}`, {
    method: 'PUT',
    headers: { cookie: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ title, version: news.version }),
  });

describe('finding: staff work starves readers of database connections', () => {
  it('answers every reader while ten exports of over a thousand news run, and every export is whole', async () => {
    const editor = await loginCookie(t.app, 'editor');
    const others = await Promise.all(
      [0, 1].map(async () => {
        const u = await createUser(t.app, 'editor');
        return login(t.app, u.email, u.password);
      }),
    );
    const total = Number((await t.app.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from news'))[0].n);
    expect(total).toBeGreaterThan(ADDED);
    // Warm: the first render of a page loads the site's bundle, which is not what this measures.
    for (const path of ['/', '/search?q=warm', '/api/health']) expect((await fetch(`${t.url}${path}`)).status).toBe(200);
    const cookies = [admin, admin, admin, editor, editor, editor, others[0], others[0], others[1], others[1]];
    const started = Date.now();
    const exports = Promise.all(
      cookies.map(async (cookie) => {
        const res = await fetch(`${t.url}/api/admin/news/export.csv`, { headers: { cookie } });
        const lines = (await res.text()).split('\r\n').filter(Boolean);
        return { status: res.status, rows: lines.length - 1, ids: new Set(lines.slice(1).map((l) => l.split(',')[0])).size };
      }),
    );
    const readers = await readWhile(exports);
    const done = await exports;
    console.log(`ten exports of ${total} news in ${Date.now() - started} ms; ${readers.length} reader requests meanwhile`);
    expect(done).toEqual(Array(10).fill({ status: 200, rows: total, ids: total }));
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((s) => s !== 200)).toEqual([]);
  });

  it('answers every reader while staff saves wait on a locked row, each holding its connection', async () => {
    const news = await someNews();
    const release = await holdRowLock(news.id);
    let saves: Promise<number[]> | null = null;
    try {
      saves = Promise.all(Array.from({ length: 10 }, (_, i) => save(news, `عنوان تازه ${i}`).then((r) => r.status)));
      // Longer than a reader waits for a connection (3 s) before the answer is a 503.
      const readers = await readWhile(new Promise((r) => setTimeout(r, 4_000)));
      expect(readers.filter((s) => s !== 200)).toEqual([]);
      expect(readers.length).toBeGreaterThan(10);
    } finally {
      await release();
    }
    // One save wins; the rest were based on the same version and are told so, none fails.
    const statuses = await saves;
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
  });

  it('refuses staff work past its waiting line with a Persian 503, never a reader', async () => {
    const small = await startTestServer({ env: { DB_POOL_MAX: '4', STAFF_QUEUE: '2' } });
    const cookie = await loginCookie(small.app, 'admin');
    const res = await fetch(`${small.url}/api/admin/news?range=${encodeURIComponent('[0,0]')}`, { headers: { cookie } });
    const [news] = (await res.json()) as { id: number; version: number }[];
    const client = new pg.Client({ connectionString: small.config.databaseUrl! });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select id from news where id = $1 for update', [news.id]);
      const answered: Response[] = [];
      const answers = Array.from({ length: 10 }, (_, i) =>
        fetch(`${small.url}/api/admin/news/${news.id}`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ title: `عنوان ${i}`, version: news.version }),
        }).then((r) => (answered.push(r), r)),
      );
      // One running (STAFF_CONCURRENCY, a quarter of the pool) and two waiting (STAFF_QUEUE): the others are told to come back.
      for (const deadline = Date.now() + 5_000; answered.length < 7 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
      expect(answered.map((r) => r.status)).toEqual(Array(7).fill(503));
      expect(answered[0].headers.get('retry-after')).toBe('5');
      expect(((await answered[0].json()) as { message: string }).message).toMatch(/دفتر تحریریه/);
      expect((await fetch(`${small.url}/api/health`)).status).toBe(200);
      await client.query('rollback');
      const statuses = (await Promise.all(answers)).map((r) => r.status);
      expect(statuses.filter((s) => s !== 503).sort()).toEqual([200, 409, 409]);
    } finally {
      await client.end();
      await small.close();
    }
  });

  it('gives back the turn of a staff request whose browser left while it waited in line', async () => {
    const small = await startTestServer({ env: { DB_POOL_MAX: '4' } });
    const cookie = await loginCookie(small.app, 'admin');
    const list = (signal?: AbortSignal) =>
      fetch(`${small.url}/api/admin/news?range=${encodeURIComponent('[0,0]')}`, { headers: { cookie }, signal });
    const [news] = (await (await list()).json()) as { id: number; version: number }[];
    const client = new pg.Client({ connectionString: small.config.databaseUrl! });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select id from news where id = $1 for update', [news.id]);
      // The one staff turn is held by a save waiting on the lock.
      const saving = fetch(`${small.url}/api/admin/news/${news.id}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'عنوان تازه', version: news.version }),
      });
      await until(() => small.app.staffGate.load.running === 1);
      // Two screens' requests wait in line; the browser navigates away from them.
      const away = new AbortController();
      const abandoned = [list(away.signal), list(away.signal)].map((p) => p.catch(() => 'left'));
      await until(() => small.app.staffGate.load.waiting === 2);
      away.abort();
      expect(await Promise.all(abandoned)).toEqual(['left', 'left']);
      await until(() => small.app.staffGate.load.waiting === 0);
      await client.query('rollback');
      expect((await saving).status).toBe(200);
      // The next screen opens: every turn came back.
      const next = await Promise.race([list(), new Promise<null>((r) => setTimeout(() => r(null), 5_000))]);
      expect(next?.status).toBe(200);
      expect(small.app.staffGate.load).toEqual({ running: 0, waiting: 0 });
    } finally {
      await client.end();
      await small.close();
    }
  });
});
