import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCard, NewsCard, PageData, PagePayload } from '@meydan/shared-types/schemas';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'editor');
}, 300_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
const home = async () => ((await get('/_payload.json?b')).json() as { data: PageData<'home'> }).data;

describe('page titles', () => {
  it('writes a game page’s score with Persian digits in <title>, as readers see it elsewhere', async () => {
    const results = (await home()).results as GameCard[];
    const game = results.find((g) => g.homeScore !== null && g.awayScore !== null);
    if (!game) throw new Error('no played game on the home page');
    const html = (await get(`/game/${game.id}/result/${encodeURIComponent(game.slug)}`)).body;
    const persian = (n: number) => String(n).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(titleOf(html)).toContain(`${game.home.title} ${persian(game.homeScore!)} - ${persian(game.awayScore!)} ${game.away.title}`);
    expect(titleOf(html)).not.toMatch(/[0-9]/);
    expect(descriptionOf(html)).not.toMatch(/[0-9]/);
  });

  it('has no Latin digits in the title or description of any kind of page', async () => {
    const { latest, table } = await home();
    const urls = [
      '/',
      '/news?page=2',
      '/gallery/photo', // the demo's photo galleries fit on one page, and a page past the last is a 404
      `/news/${latest[0].id}/${encodeURIComponent(latest[0].slug)}`,
      '/search?q=1404',
    ];
    if (table) urls.push(`/league/${table.league.id}/table/${encodeURIComponent(table.league.slug)}`);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).not.toMatch(/[0-9]/);
      expect(descriptionOf(res.body), url).not.toMatch(/[0-9]/);
    }
    expect(titleOf((await get('/news?page=2')).body)).toContain('(صفحه ۲)');
  });
});

describe('most commented', () => {
  it('puts the news with the most comments approved this month beside the most read, once they are approved', async () => {
    const { items } = (await get('/api/public/news')).json() as { items: NewsCard[] };
    let target: NewsCard | undefined;
    for (const item of items.slice(5)) {
      const article = (await get(`/api/public/news/${item.id}`)).json() as PageData<'newsArticle'>;
      if (article.news.allowComments) {
        target = item;
        break;
      }
    }
    if (!target) throw new Error('no news item takes comments');
    const before = await home();
    expect(before.mostRead.length).toBeGreaterThan(0);
    expect(before.mostCommented[0]?.id).not.toBe(target.id);
    // More comments than the month's most commented item already has, whatever the demo seeded.
    const [{ top }] = await t.app.orm.em.getConnection().execute<{ top: number }[]>(
      `select coalesce(max(n), 0)::int as top from (select count(*) as n from comment
       where status = 'approved' and created_at >= now() - interval '30 days' group by news_id) c`,
    );
    const count = Math.max(12, top + 2);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/public/news/${target.id}/comments`,
        remoteAddress: `10.0.${7 + Math.floor(i / 200)}.${(i % 200) + 1}`,
        payload: { authorName: `خواننده ${i + 1}`, body: `نظر شماره ${i + 1} دربارهٔ این خبر` },
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const pending = await t.app.inject({
      method: 'GET',
      headers: { cookie },
      url: `/api/admin/comment?filter=${encodeURIComponent(JSON.stringify({ news: target.id, status: 'pending' }))}&range=[0,99]`,
    });
    for (const c of pending.json() as { id: number }[]) ids.push(c.id);
    expect(ids).toHaveLength(count);
    // Waiting for review changes nothing a reader sees.
    expect((await home()).mostCommented[0]?.id).not.toBe(target.id);
    for (const id of ids) {
      const approved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/comment/${id}`,
        headers: { cookie },
        payload: { status: 'approved' },
      });
      expect(approved.statusCode).toBe(200);
    }
    const after = await home();
    expect(after.mostCommented[0]).toMatchObject({ id: target.id, title: target.title, cover: null });
    expect(after.mostCommented.length).toBeLessThanOrEqual(8);
    const html = (await get('/')).body;
    expect(html).toContain('پربحث‌ترین‌ها');
  });
});

describe('share links', () => {
  it('gives articles and galleries their short link as an absolute address to share', async () => {
    const { latest, photos } = await home();
    const article = (await get(`/api/public/news/${latest[0].id}`)).json() as PageData<'newsArticle'>;
    expect(article.news.shareUrl).toBe(`${t.config.publicUrl.replace(/\/+$/, '')}/n/${article.news.shortCode}`);
    const gallery = (
      await get(`/gallery/photo/${photos[0].id}/${encodeURIComponent(photos[0].slug)}/_payload.json?b`)
    ).json() as PagePayload;
    if (gallery.kind !== 'page' || gallery.page !== 'gallery') throw new Error('no gallery page');
    expect(gallery.data.gallery.shareUrl).toBe(`${t.config.publicUrl.replace(/\/+$/, '')}/n/${gallery.data.gallery.shortCode}`);
    expect((await get(`/n/${gallery.data.gallery.shortCode}`)).statusCode).toBe(301);
  });
});
