import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutChangeChannel, within } from '../testing/change-channel.js';
import { createTestApp, loginCookie, startPeerServer, type TestApp } from '../testing/index.js';

/*
 * Two app instances on one PostgreSQL database, as behind a load balancer: a change saved through one
 * shows on the other's pages within a second, over LISTEN/NOTIFY, and over Redis pub/sub when
 * TEST_REDIS_URL is set. (Runs only against a PostgreSQL server: the embedded database is one process.)
 */
const transports = [
  { name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis pub/sub', env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

/** A published news item that takes comments. */
async function commentable(read: (path: string) => Promise<string>): Promise<{ id: number; title: string; slug: string }> {
  const { items } = JSON.parse(await read('/api/public/news')) as { items: { id: number }[] };
  for (const item of items) {
    const { news } = JSON.parse(await read(`/api/public/news/${item.id}`)) as {
      news: { id: number; title: string; slug: string; allowComments: boolean };
    };
    if (news.allowComments) return news;
  }
  throw new Error('no news item takes comments');
}

describe.each(transports)('changes between app processes over $name', ({ env }) => {
  let a: TestApp;
  let b: TestApp & { url: string };
  let cookie: string;

  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await startPeerServer(a, env);
    cookie = await loginCookie(a.app, 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const onB = (path: string) => fetch(`${b.url}${path}`).then((r) => r.text());
  const adminGet = (url: string) => a.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());

  it('shows a news title edited through one process on the other within 1 s', async () => {
    const news = JSON.parse(await onB('/api/public/news')).items[0] as { id: number; title: string };
    expect(await onB('/news')).toContain(news.title);
    expect(await onB('/_payload.json')).toContain(news.title);
    const title = `${news.title} - نسخهٔ تازه`;
    const put = await a.app.inject({ method: 'PUT', url: `/api/admin/news/${news.id}`, headers: { cookie }, payload: { title } });
    expect(put.statusCode).toBe(200);
    const slug = put.json().slug as string;
    for (const path of ['/news', '/_payload.json', `/news/${news.id}/${encodeURIComponent(slug)}`, `/api/public/news/${news.id}`]) {
      expect(await within(1_000, async () => (await onB(path)).includes(title)), path).toBeLessThan(1_000);
    }
  });

  it('shows an approved comment and a saved game result on the other process within 1 s', async () => {
    const news = await commentable((path) => onB(path));
    const body = `نظر برای دیده‌شدن در فرایند دیگر ${Date.now()}`;
    const posted = await fetch(`${b.url}/api/public/news/${news.id}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorName: 'خواننده', body }),
    });
    expect(posted.status).toBe(201);
    expect(await onB(`/api/public/news/${news.id}/comments`)).not.toContain(body);
    const [comment] = await adminGet('/api/admin/comment?sort=["id","DESC"]&range=[0,0]');
    await a.app.inject({ method: 'PUT', url: `/api/admin/comment/${comment.id}`, headers: { cookie }, payload: { status: 'approved' } });
    await within(1_000, async () => (await onB(`/api/public/news/${news.id}/comments`)).includes(body));

    const [game] = await adminGet('/api/admin/game?filter={"status":"finished"}&sort=["kickoffAt","DESC"]&range=[0,0]');
    const page = `/api/public/game/${game.id}`;
    const before = JSON.parse(await onB(page)) as { game: { homeScore: number | null } };
    const homeScore = before.game.homeScore === 11 ? 12 : 11;
    const saved = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/game/${game.id}/result`,
      headers: { cookie },
      payload: { status: 'finished', homeScore, awayScore: game.awayScore ?? 0, events: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await within(1_000, async () => (JSON.parse(await onB(page)) as { game: { homeScore: number } }).game.homeScore === homeScore);
  });

  it('clears its pages after losing the channel, since it may have missed changes meanwhile', async () => {
    await onB('/news');
    const renders = b.app.pageCache.cache.stats.renders;
    await cutChangeChannel(b.app);
    await within(8_000, async () => {
      await onB('/news');
      return b.app.changes.isConnected && b.app.pageCache.cache.stats.renders > renders;
    });
  });
});
