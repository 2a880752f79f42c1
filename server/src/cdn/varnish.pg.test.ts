import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { within } from '../testing/change-channel.js';
import { freePort } from '../testing/compiled-server.js';
import { loginCookie, startPeerServer, startTestServer, type TestApp } from '../testing/index.js';
import { startVarnish, varnishAvailable, type TestVarnish } from '../testing/varnish.js';

/*
 * The deployment's VCL in a real Varnish in front of two app processes on one database: Varnish keeps
 * anonymous pages for a day, and an edit saved through either process drops, through one purge, every
 * page, list and payload that showed it.
 */
describe.skipIf(!varnishAvailable())('Varnish in front of two app processes', () => {
  let a: TestApp & { url: string };
  let b: TestApp & { url: string };
  let varnish: TestVarnish;
  let cookie: string;

  beforeAll(async () => {
    const port = await freePort();
    const env = { CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: `http://127.0.0.1:${port}` };
    a = await startTestServer({ env });
    b = await startPeerServer(a, env);
    varnish = await startVarnish([a.url, b.url], port);
    cookie = await loginCookie(a.app, 'admin');
    // The purge of everything the elected process makes at its start has reached Varnish.
    await within(10_000, async () => (a.app.cdn.waiting?.everything === false && b.app.cdn.waiting?.everything === false) || false);
  });
  afterAll(async () => {
    await varnish?.close();
    await b?.close();
    await a?.close();
  });

  const through = (path: string, headers: Record<string, string> = {}) => fetch(`${varnish.url}${path}`, { headers });
  const text = (path: string) => through(path).then((r) => r.text());
  const adminGet = (url: string) => a.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => r.json());

  it('keeps anonymous pages, lists and payloads, and serves them again without the app', async () => {
    for (const path of ['/news', '/_payload.json', '/api/public/news']) {
      await through(path);
      const again = await through(path);
      expect(again.headers.get('x-cache'), path).toBe('HIT');
      // The tags and the long lifetime are for Varnish; browsers get the app's own short one.
      expect(again.headers.get('surrogate-key')).toBeNull();
      expect(again.headers.get('surrogate-control')).toBeNull();
    }
  });

  it('shows a news title edited through either process within 2 s on the article, its lists and its payload', async () => {
    const news = JSON.parse(await text('/api/public/news')).items[0] as { id: number; title: string };
    const title = `${news.title} - اصلاح‌شده پشت Varnish`;
    const put = await b.app.inject({ method: 'PUT', url: `/api/admin/news/${news.id}`, headers: { cookie }, payload: { title } });
    expect(put.statusCode).toBe(200);
    const article = `/news/${news.id}/${encodeURIComponent(put.json().slug as string)}`;
    await text(article);
    for (const path of ['/news', '/', '/_payload.json', `/api/public/news/${news.id}`, article]) {
      expect(await within(2_000, async () => (await text(path)).includes(title)), path).toBeLessThan(2_000);
    }
    // The next reader is served from Varnish again.
    expect((await through('/news')).headers.get('x-cache')).toBe('HIT');
  });

  it('shows an approved comment and a saved game result within 2 s', async () => {
    const { items } = JSON.parse(await text('/api/public/news')) as { items: { id: number }[] };
    let newsId = 0;
    for (const item of items) {
      const { news } = JSON.parse(await text(`/api/public/news/${item.id}`)) as { news: { allowComments: boolean } };
      if (news.allowComments) {
        newsId = item.id;
        break;
      }
    }
    const comments = `/api/public/news/${newsId}/comments`;
    const body = `نظری که از پشت Varnish دیده می‌شود ${Date.now()}`;
    const posted = await fetch(`${varnish.url}${comments}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorName: 'خواننده', body }),
    });
    expect(posted.status).toBe(201);
    await through(comments);
    expect((await through(comments)).headers.get('x-cache')).toBe('HIT');
    const [comment] = await adminGet('/api/admin/comment?sort=["id","DESC"]&range=[0,0]');
    await a.app.inject({ method: 'PUT', url: `/api/admin/comment/${comment.id}`, headers: { cookie }, payload: { status: 'approved' } });
    expect(await within(2_000, async () => (await text(comments)).includes(body))).toBeLessThan(2_000);

    const [game] = await adminGet('/api/admin/game?filter={"status":"finished"}&sort=["kickoffAt","DESC"]&range=[0,0]');
    const page = `/api/public/game/${game.id}`;
    const before = JSON.parse(await text(page)) as { game: { homeScore: number | null } };
    const homeScore = before.game.homeScore === 11 ? 12 : 11;
    const saved = await b.app.inject({
      method: 'PUT',
      url: `/api/admin/game/${game.id}/result`,
      headers: { cookie },
      payload: { status: 'finished', homeScore, awayScore: game.awayScore ?? 0, events: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = async () => (JSON.parse(await text(page)) as { game: { homeScore: number } }).game.homeScore === homeScore;
    expect(await within(2_000, shown)).toBeLessThan(2_000);
  });

  it("never serves a signed-in reader's page to anyone, nor the kept anonymous page to a signed-in reader", async () => {
    const anonymous = await through('/news');
    await through('/news');
    const signedIn = await through('/news', { cookie });
    expect(signedIn.headers.get('x-cache')).toBe('MISS');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(await signedIn.text()).toContain('"maybeSignedIn":true');
    const after = await through('/news');
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect(await after.text()).toBe(await anonymous.text());
    // A reader of the other calendar is served by the app too.
    expect((await through('/news', { cookie: 'meydan_calendar=gregorian' })).headers.get('x-cache')).toBe('MISS');
  });

  it('takes purges only from the app addresses it names', async () => {
    const purge = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(varnish.url);
        request({ host: hostname, port, method: 'PURGE', localAddress, headers: { 'xkey-purge': 'list:news' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    // 127.0.0.2 reaches the same machine but is not one of the app's addresses.
    expect(await purge('127.0.0.2')).toBe(403);
    expect((await through('/news')).headers.get('x-cache')).toBe('HIT');
    expect(await purge('127.0.0.1')).toBe(200);
    expect((await through('/news')).headers.get('x-cache')).toBe('MISS');
  });
});
