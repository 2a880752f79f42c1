import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '@meydan/shared-types/client';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'admin');
});
afterAll(() => t?.close());

const stats = () => ({ ...t.app.pageCache.cache.stats });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The newest news item readers see (the back office also lists scheduled ones as published). */
const firstPublishedNews = async () => {
  const res = await get('/api/public/news');
  return res.json().items[0] as { id: number; title: string };
};

describe('the rendered-page cache', () => {
  it('renders a page once; query strings the page does not read share the entry', async () => {
    await get('/');
    const before = stats();
    for (const url of ['/', '/?cb=1', '/?cb=2', '/?utm_source=telegram&utm_medium=social', '/index']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    const after = stats();
    expect(after.renders - before.renders).toBe(0);
    expect(after.hits - before.hits).toBe(5);
  });

  it('sends the precompressed body the reader accepts, the same bytes each time, and 304 for a known ETag', async () => {
    const plain = await get('/news');
    const br = await get('/news', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/news', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get('/news', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lets a CDN keep anonymous pages but not those of signed-in readers or the other calendar', async () => {
    const anonymous = await get('/news');
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    expect(anonymous.headers.vary).not.toMatch(/cookie/i);
    const gregorian = await get('/news', { cookie: 'meydan_calendar=gregorian' });
    expect(gregorian.headers['cache-control']).toBe('private, no-cache');
    expect(gregorian.body).not.toBe(anonymous.body);
    const signedIn = await get('/news', { cookie });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.body).not.toContain(cookie.split('=')[1]);
  });

  it('keeps one page for every theme, which a CDN may keep for everyone: the theme cookie changes nothing sent', async () => {
    const plain = await get('/news');
    const before = stats();
    for (const theme of ['dark', 'light', 'sepia']) {
      const res = await get('/news', { cookie: `${THEME_COOKIE}=${theme}` });
      expect(res.body).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(res.headers.vary).toBe(plain.headers.vary);
    }
    const after = stats();
    expect(after.renders - before.renders).toBe(0);
    expect(after.hits - before.hits).toBe(3);
  });

  it('shows a back-office edit at once on the article, its lists, the payload and the public JSON', async () => {
    const news = await firstPublishedNews();
    for (const url of ['/news', '/_payload.json', `/api/public/news/${news.id}`, '/api/public/news', '/rss.xml']) {
      expect((await get(url)).body).toContain(news.title);
    }
    const title = `${news.title} (ویرایش‌شده)`;
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/news/${news.id}`, headers: { cookie }, payload: { title } });
    expect(put.statusCode).toBe(200);
    for (const url of ['/news', '/_payload.json', `/api/public/news/${news.id}`, '/api/public/news', '/rss.xml']) {
      expect((await get(url)).body, url).toContain(title);
    }
    const article = await get(`/news/${news.id}/x`);
    expect(article.statusCode).toBe(301);
    expect((await get(String(article.headers.location))).body).toContain(title);
  });

  it('publishes a scheduled item by itself when its time comes', async () => {
    const title = 'خبر زمان‌بندی‌شده برای چند ثانیه بعد';
    const publishedAt = new Date(Date.now() + 2_000).toISOString();
    const [cover] = (await get('/api/admin/media?filter={"kind":"image"}&range=[0,0]', { cookie })).json() as { id: number }[];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { cookie },
      payload: { title, body: '<p>متن خبر</p>', status: 'published', publishedAt, cover: cover.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await get('/news')).body).not.toContain(title);
    expect((await get(`/api/public/news/${id}`)).statusCode).toBe(404);
    const deadline = Date.now() + 6_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      seen = (await get('/news')).body.includes(title);
    }
    expect(seen).toBe(true);
    expect((await get(`/api/public/news/${id}`)).statusCode).toBe(200);
  });

  it('shows an approved comment on the article', async () => {
    const { items } = (await get('/api/public/news')).json() as { items: { id: number }[] };
    let news: { id: number } | undefined;
    for (const item of items) {
      if ((await get(`/api/public/news/${item.id}`)).json().news.allowComments) {
        news = item;
        break;
      }
    }
    if (!news) throw new Error('no news item takes comments');
    const before = await get(`/api/public/news/${news.id}/comments`);
    expect(before.statusCode).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/public/news/${news.id}/comments`,
      payload: { authorName: 'خواننده', body: 'نظری برای آزمودن تأیید' },
    });
    expect(posted.statusCode).toBe(201);
    const pending = await get('/api/admin/comment?filter={"status":"pending"}&sort=["id","DESC"]&range=[0,0]', { cookie });
    const comment = pending.json()[0] as { id: number };
    expect((await get(`/api/public/news/${news.id}/comments`)).body).not.toContain('نظری برای آزمودن تأیید');
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comment/${comment.id}`,
      headers: { cookie },
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    expect((await get(`/api/public/news/${news.id}/comments`)).body).toContain('نظری برای آزمودن تأیید');
  });

  it('keeps serving the article while comments wait for review, so comment spam cannot make readers wait', async () => {
    const { items } = (await get('/api/public/news')).json() as { items: { id: number }[] };
    let id: number | undefined;
    for (const item of items.slice(1)) {
      if ((await get(`/api/public/news/${item.id}`)).json().news.allowComments) {
        id = item.id;
        break;
      }
    }
    if (!id) throw new Error('no news item takes comments');
    const page = String((await get(`/news/${id}/x`)).headers.location);
    const reads = [page, `${page}/_payload.json`, `/api/public/news/${id}/comments`];
    for (const url of reads) expect((await get(url)).statusCode, url).toBe(200);
    const before = stats();
    for (let i = 0; i < 2; i++) {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/public/news/${id}/comments`,
        payload: { authorName: 'فروشگاه ارزان', body: `همین حالا بخرید، پیشنهاد ${i + 1}` },
      });
      expect(posted.statusCode).toBe(201);
      for (const url of reads) expect((await get(url)).body, url).not.toContain('همین حالا بخرید');
    }
    const after = stats();
    expect(after.renders - before.renders).toBe(0);
    expect(after.hits - before.hits).toBe(6);
  });
});
