import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLICA_APPLICATION_NAME } from '../orm-options.js';
import type { ReadRouter } from './read-router.js';
import { loginCookie, startPeerServer, type TestApp } from '../../testing/index.js';
import { appOnOwnCluster } from '../../testing/own-cluster.js';
import { postgresBinaries, type ReplicaCluster } from '../../testing/replica-cluster.js';

/*
 * A real primary and a real streaming replica (a second cluster made with pg_basebackup -R), the app
 * reading public pages from the replica. Whatever the replica does (replays, pauses, stops), a reader
 * never gets a stale page after an edit, nor an error.
 */
const WAIT_MS = 300;
const env = (cluster: ReplicaCluster) => ({
  DATABASE_READ_URLS: cluster.url('replica', 'meydan'),
  REPLICA_WAIT_MS: String(WAIT_MS),
  REPLICA_MAX_LAG_MS: '1000',
});

let cluster: ReplicaCluster | undefined;
let t: TestApp;
let router: ReadRouter;
let cookie: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, ms: number, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}
const get = (url: string) => t.app.inject({ method: 'GET', url });
/** A page, its slug redirect followed (an edited title makes a new slug). */
async function page(url: string) {
  const res = await get(url);
  return res.statusCode === 301 ? get(String(res.headers.location)) : res;
}
const replica = () => router.replicas[0]!;

interface Article {
  id: number;
  title: string;
  slug: string;
}
async function publishedNews(): Promise<Article[]> {
  const { items } = (await get('/api/public/news')).json() as { items: Article[] };
  return items;
}

describe.skipIf(!postgresBinaries())('read replicas', () => {
  beforeAll(async () => {
    ({ t, cluster } = await appOnOwnCluster(env));
    router = t.app.readRouter!;
    cookie = await loginCookie(t.app, 'admin');
  }, 120_000);

  afterAll(() => t?.close());

  it('reads public pages from the replica', async () => {
    await cluster!.caughtUp();
    await until('replica in use', 5_000, () => replica().skipped === null);
    const [article] = await publishedNews();
    // Proof the rows come from the replica: with its replay paused, a title changed on the primary behind
    // the app's back (no change announced) is not what a fresh render shows.
    await cluster!.pauseReplay();
    const changed = `${article!.title} (فقط روی اصلی)`;
    await cluster!.query('primary', 'update news set title = $1 where id = $2', [changed, article!.id], 'meydan');
    const before = router.stats.replica;
    const res = await get(`/api/public/news/${article!.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { news: Article }).news.title).toBe(article!.title);
    expect(router.stats.replica).toBeGreaterThan(before);
    const readers = await cluster!.query<{ n: number }>(
      'replica',
      `select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = 'meydan'`,
      [REPLICA_APPLICATION_NAME],
    );
    expect(readers[0]!.n).toBeGreaterThan(0);
    await cluster!.query('primary', 'update news set title = $1 where id = $2', [article!.title, article!.id], 'meydan');
    await cluster!.resumeReplay();
    await cluster!.caughtUp();
  });

  it('never renders an edit stale, on this process or another, even with replay paused', async () => {
    const peer = await startPeerServer(t, env(cluster!));
    try {
      const peerRouter = peer.app.readRouter!;
      const [, article] = await publishedNews();
      const path = `/news/${article!.id}/${encodeURIComponent(article!.slug)}`;
      expect((await get(path)).body).toContain(article!.title);
      expect(await fetch(`${peer.url}${path}`).then((r) => r.text())).toContain(article!.title);

      await cluster!.pauseReplay();
      const title = `${article!.title} (ویرایش پس از توقف بازپخش)`;
      const put = await t.app.inject({ method: 'PUT', url: `/api/admin/news/${article!.id}`, headers: { cookie }, payload: { title } });
      expect(put.statusCode, put.body).toBe(200);

      // This process made the change: its position is known before the write's response leaves.
      const timeouts = router.stats.timeouts;
      const started = Date.now();
      expect((await page(path)).body).toContain(title);
      expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 20);
      expect(router.stats.timeouts).toBe(timeouts + 1);
      for (const url of [`/api/public/news/${article!.id}`, '/news', '/api/public/news'])
        expect((await get(url)).body, url).toContain(title);

      // The other process hears the change with its position over the channel, and reads the primary.
      const peerPrimary = peerRouter.stats.primary;
      await until('edit shown on the peer', 3_000, async () => (await fetch(`${peer.url}${path}`).then((r) => r.text())).includes(title));
      expect(peerRouter.stats.primary).toBeGreaterThan(peerPrimary);
      expect(await fetch(`${peer.url}/api/public/news/${article!.id}`).then((r) => r.text())).toContain(title);

      // Still paused past REPLICA_MAX_LAG_MS: skipped, so renders stop waiting for it.
      await until('replica skipped as lagging', 4_000, () => replica().skipped === 'lagging');
      const waits = router.stats.waits;
      const [, , other] = await publishedNews();
      expect((await get(`/api/public/news/${other!.id}`)).statusCode).toBe(200);
      expect(router.stats.waits).toBe(waits);

      await cluster!.resumeReplay();
      await until('replica back in use', 4_000, () => replica().skipped === null);
      const replicaReads = router.stats.replica;
      const [, , , fourth] = await publishedNews();
      expect((await get(`/api/public/news/${fourth!.id}`)).statusCode).toBe(200);
      expect(router.stats.replica).toBeGreaterThan(replicaReads);
    } finally {
      await peer.close();
    }
  });

  it('loses no request while the replica stops, and reads from it again once it is back', async () => {
    await cluster!.caughtUp();
    await until('replica in use', 5_000, () => replica().skipped === null);
    const statuses: number[] = [];
    let running = true;
    let n = 0;
    // Every search is a new cache key, so every request renders and reads the database.
    const reader = async () => {
      while (running) statuses.push((await get(`/api/public/search?q=${encodeURIComponent(`تیم ${n++}`)}`)).statusCode);
    };
    const readers = Array.from({ length: 4 }, reader);
    try {
      await until('reads on the replica', 5_000, () => router.stats.replica > 0 && n > 20);
      await cluster!.stopReplica('immediate');
      await until('replica skipped as down', 5_000, () => replica().skipped === 'down');
      const servedWhileDown = n;
      await until('reads while it is down', 5_000, () => n > servedWhileDown + 20);
      await cluster!.startReplica();
      await until('replica back in use', 10_000, () => replica().skipped === null);
      const replicaReads = router.stats.replica;
      await until('reads on the replica again', 5_000, () => router.stats.replica > replicaReads + 5);
    } finally {
      running = false;
      await Promise.all(readers);
    }
    expect(statuses.length).toBeGreaterThan(60);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
