import { Redis } from 'ioredis';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { News } from '../model/news.entity.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { flushViews, VISITOR_COOKIE } from './views.js';

// Runs only with a Redis server (TEST_REDIS_URL, see vitest.config.ts).
let t: TestApp;
let redis: Redis;
let newsId: number;
let prefix: string;
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

beforeAll(async () => {
  t = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL!, VIEW_FOLD_MS: '0' } });
  redis = new Redis(process.env.TEST_REDIS_URL!);
  newsId = (await t.app.orm.em.fork().findOneOrFail(News, { status: 'published', publishedAt: { $lte: new Date() } })).id;
});
afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

let reader = 0;
/** Readers behind one address, each with their own visitor cookie. */
const beacon = (app = t.app, visitor = `reader-${++reader}`) =>
  app.inject({
    method: 'POST',
    url: `/api/public/news/${newsId}/view`,
    remoteAddress: '10.3.3.3',
    headers: { cookie: `${VISITOR_COOKIE}=${visitor.padStart(22, '0')}` },
  });
const viewCount = async () =>
  (await t.app.orm.em.getConnection().execute<{ view_count: number }[]>('select view_count from news where id = ?', [newsId]))[0]
    .view_count;

describe('view counts in Redis', () => {
  it('counts with INCRBY before the 204, not in PostgreSQL, and the fold moves them to view_count', async () => {
    await flushViews(t.app);
    const before = await viewCount();
    for (let i = 0; i < 6; i++) expect((await beacon()).statusCode).toBe(204);
    // Keys are named after this test's own database: other test files may share the Redis server.
    const mine: string[] = [];
    for (const key of await redis.keys('meydan:views:*:pending')) if (Number(await redis.hget(key, `news:${newsId}`)) === 6) mine.push(key);
    expect(mine).toHaveLength(1);
    prefix = mine[0].replace(/pending$/, '');
    const rows = await t.app.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from view_pending');
    expect(Number(rows[0].n)).toBe(0);

    expect(await flushViews(t.app)).toBe(6);
    expect(await viewCount()).toBe(before + 6);
    expect(await redis.exists(`${prefix}pending`)).toBe(0);
    expect(await redis.scard(`${prefix}folding`)).toBe(0);
  });

  it('counts a reader once in the window (SET NX EX)', async () => {
    await flushViews(t.app);
    const before = await viewCount();
    for (let i = 0; i < 4; i++) expect((await beacon(t.app, 'one-reader')).statusCode).toBe(204);
    await flushViews(t.app);
    expect(await viewCount()).toBe(before + 1);
    const ttl = await redis.ttl((await redis.keys(`${prefix}seen:news:${newsId}:*`))[0]);
    expect(ttl).toBeGreaterThan(29 * 60);
    expect(ttl).toBeLessThanOrEqual(30 * 60);
  });

  it('counts a beacon without a cookie once per address, and its new cookie as already seen', async () => {
    await flushViews(t.app);
    const before = await viewCount();
    const bare = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/news/${newsId}/view`,
        remoteAddress: '10.4.4.4',
        headers: { 'user-agent': `${Math.random()}` },
      });
    const first = await bare();
    const cookie = first.cookies.find((c) => c.name === VISITOR_COOKIE)!;
    for (let i = 0; i < 3; i++) expect((await bare()).statusCode).toBe(204);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: `/api/public/news/${newsId}/view`,
      remoteAddress: '10.4.4.4',
      headers: { cookie: `${VISITOR_COOKIE}=${cookie.value}` },
    });
    expect(withCookie.statusCode).toBe(204);
    await flushViews(t.app);
    expect(await viewCount()).toBe(before + 1);
  });

  it('adds a batch left by a failed fold once, and one applied just before a crash not twice', async () => {
    await flushViews(t.app);
    const before = await viewCount();
    // Two batches a previous process moved aside: the first it had already added to the database.
    const applied = `${prefix}batch:crashed-after-commit`;
    const failed = `${prefix}batch:failed-to-commit`;
    await redis.hset(applied, `news:${newsId}`, 7);
    await redis.hset(failed, `news:${newsId}`, 5);
    await redis.sadd(`${prefix}folding`, applied, failed);
    await t.app.orm.em.getConnection().execute('insert into view_fold (batch) values (?)', [applied.slice(prefix.length)]);

    expect(await flushViews(t.app)).toBe(5);
    expect(await viewCount()).toBe(before + 5);
    expect(await redis.exists(applied, failed)).toBe(0);
    expect(await redis.scard(`${prefix}folding`)).toBe(0);
  });

  it('refuses the beacon with 503 and Retry-After while Redis cannot be reached, and counts again once it is back', async () => {
    // The app reaches Redis through a relay the test can cut.
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      const upstream = connect(Number(redisUrl.port || 6379), redisUrl.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as AddressInfo).port;
    const cut = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, VIEW_FOLD_MS: '0', LOG_LEVEL: 'fatal' } });
    try {
      expect((await beacon(cut.app)).statusCode).toBe(204);
      relay.close();
      for (const s of sockets) s.destroy();
      await new Promise((r) => setTimeout(r, 100));
      const res = await beacon(cut.app);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toMatch(/ثبت بازدید/);

      // Back on the same address: the client reconnects by itself and views count again.
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      const deadline = Date.now() + 20_000;
      let status = 0;
      while (status !== 204 && Date.now() < deadline) {
        status = (await beacon(cut.app)).statusCode;
        if (status !== 204) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(204);
    } finally {
      await cut.close();
      relay.close();
      for (const s of sockets) s.destroy();
    }
  });
});
