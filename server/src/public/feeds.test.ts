import { XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gallery } from '../model/gallery.entity.js';
import { News } from '../model/news.entity.js';
import { tehranJalaliDate } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { createTestApp } from '../testing/index.js';
import { publishedGallery, publishedNews } from './queries.js';
import { SITEMAP_SECTIONS, sitemapIndexXml, sitemapPageXml } from './sitemap.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let hidden: { news: number[]; galleries: number[] };
const ORIGIN = 'https://meydan.test';

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const em = app.orm.em.fork();
  const later = new Date(Date.now() + 86_400_000);
  const news = [
    em.create(News, {
      title: 'پیش‌نویس',
      slug: 'feed-draft',
      shortCode: 'fdraft',
      status: 'draft',
      publishedAt: new Date(),
      body: '<p>x</p>',
    }),
    em.create(News, {
      title: 'زمان‌بندی‌شده',
      slug: 'feed-scheduled',
      shortCode: 'fsched',
      status: 'published',
      publishedAt: later,
      body: '<p>x</p>',
    }),
  ];
  const galleries = [
    em.create(Gallery, {
      kind: 'image',
      title: 'گالری پیش‌نویس',
      slug: 'feed-gallery-draft',
      shortCode: 'fgdraft',
      status: 'draft',
      publishedAt: new Date(),
    }),
    em.create(Gallery, {
      kind: 'video',
      title: 'ویدیو زمان‌بندی‌شده',
      slug: 'feed-video-scheduled',
      shortCode: 'fgsched',
      status: 'published',
      publishedAt: later,
    }),
  ];
  await em.flush();
  hidden = { news: news.map((n) => n.id), galleries: galleries.map((g) => g.id) };
});
afterAll(async () => close?.());

const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const expectValidXml = (body: string) => expect(XMLValidator.validate(body)).toBe(true);

/** Every URL of every page of a section, fetched the way a crawler would, starting at the index. */
async function crawl(pageSize: number, chunkRows?: number): Promise<Map<string, string[][]>> {
  const em = app.orm.em.fork();
  const index = await sitemapIndexXml(em, ORIGIN, { pageSize });
  expectValidXml(index);
  const pages = new Map<string, string[][]>();
  for (const loc of locs(index)) {
    const [, section, n] = /\/sitemaps\/([a-z]+)-(\d+)\.xml$/.exec(loc) ?? [];
    const body = await sitemapPageXml(em, ORIGIN, section, Number(n), { pageSize, chunkRows });
    expect(body, loc).not.toBeNull();
    expectValidXml(body ?? '');
    pages.set(section, [...(pages.get(section) ?? []), locs(body ?? '')]);
  }
  return pages;
}

const idsOf = (urls: string[], pattern: RegExp) => urls.map((u) => Number(pattern.exec(u)?.[1])).filter(Boolean);

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the back office and names the sitemap', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});

describe('sitemaps', () => {
  it('/sitemap.xml is an index naming a page of every section, and each page it names answers', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expectValidXml(res.body);
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(res.body);
    for (const section of SITEMAP_SECTIONS)
      expect(
        pages.some((p) => new RegExp(`/sitemaps/${section}-\\d+\\.xml$`).test(p)),
        section,
      ).toBe(true);
    for (const page of pages) {
      const one = await app.inject(new URL(page).pathname);
      expect(one.statusCode, page).toBe(200);
      expectValidXml(one.body);
      expect(one.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(one.body).length).toBeGreaterThan(0);
    }
  });

  it('lists news articles, galleries, games, league tables, tags and sports with their canonical URLs', async () => {
    const urls = [...(await crawl(50_000)).values()].flat(2);
    for (const part of [
      '/news/',
      '/gallery/photo/',
      '/gallery/video/',
      '/game/',
      '/league/',
      '/tags/',
      '/sport/',
      '/about',
      '/team/',
      '/games/',
    ]) {
      expect(
        urls.some((u) => u.includes(part)),
        part,
      ).toBe(true);
    }
    const news = await app.orm.em.fork().findOne(News, publishedNews(), { orderBy: { id: 'asc' } });
    const article = urls.find((u) => u.includes(`/news/${news?.id}/`));
    expect(article).toBe(`${ORIGIN}/news/${news?.id}/${encodeURIComponent(news?.slug ?? '')}`);
    expect((await app.inject(new URL(article ?? '').pathname)).statusCode).toBe(200);
  });

  it('lists every team page and every Tehran day with a game, each page answering', async () => {
    const pages = await crawl(50_000);
    const teams = pages.get('team')?.flat() ?? [];
    const count: { n: string }[] = await app.orm.em.fork().getConnection().execute('select count(*) as n from team');
    expect(teams).toHaveLength(Number(count[0].n));
    const days = pages.get('games')?.flat() ?? [];
    const today = `${ORIGIN}${publicPaths.fixtures(tehranJalaliDate())}`;
    expect(days).toContain(today);
    expect(days.every((u) => /\/games\/\d{4}-\d{2}-\d{2}$/.test(u))).toBe(true);
    expect(new Set(days).size).toBe(days.length);
    for (const url of [teams[0], days[0], today]) expect((await app.inject(new URL(url).pathname)).statusCode, url).toBe(200);
  });

  it('splits a section into pages of at most the page size, together listing every public item once', async () => {
    // Pages of 7 URLs read 3 rows at a time: the id ranges, the chunks and their seams all get exercised.
    const pageSize = 7;
    const pages = await crawl(pageSize, 3);
    for (const [section, list] of pages) for (const page of list) expect(page.length, section).toBeLessThanOrEqual(pageSize);
    expect(pages.get('news')?.length).toBeGreaterThan(2);

    const em = app.orm.em.fork();
    const news = idsOf(pages.get('news')?.flat() ?? [], /\/news\/(\d+)\//);
    const published = (await em.find(News, publishedNews(), { fields: ['id'] })).map((n) => n.id);
    expect([...news].sort((a, b) => a - b)).toEqual([...published].sort((a, b) => a - b));
    const galleries = idsOf(pages.get('gallery')?.flat() ?? [], /\/gallery\/(?:photo|video)\/(\d+)\//);
    const publishedGalleries = (await em.find(Gallery, publishedGallery(), { fields: ['id'] })).map((g) => g.id);
    expect([...galleries].sort((a, b) => a - b)).toEqual([...publishedGalleries].sort((a, b) => a - b));
  });

  it('leaves drafts and scheduled news and galleries out', async () => {
    const urls = [...(await crawl(50_000)).values()].flat(2);
    for (const id of hidden.news) expect(urls.some((u) => u.includes(`/news/${id}/`))).toBe(false);
    for (const id of hidden.galleries)
      expect(urls.some((u) => /\/gallery\/(photo|video)\/(\d+)\//.exec(u)?.[2] === String(id))).toBe(false);
  });

  it('answers 404 for a page that does not exist', async () => {
    for (const path of [
      '/sitemaps/news-0.xml',
      '/sitemaps/news-999.xml',
      '/sitemaps/page-2.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/news-1.txt',
    ]) {
      expect((await app.inject(path)).statusCode, path).toBe(404);
    }
  });
});

describe('rss.xml', () => {
  it('carries the latest news, for all sports and for one', async () => {
    const all = await app.inject('/rss.xml');
    expect(all.statusCode).toBe(200);
    expectValidXml(all.body);
    expect(all.body).toContain('<rss version="2.0"');
    expect((all.body.match(/<item>/g) ?? []).length).toBeGreaterThan(5);
    for (const id of hidden.news) expect(all.body).not.toContain(`/news/${id}/`);
    const sports = (await app.inject('/api/public/sports')).json<{ id: number; title: string }[]>();
    const one = await app.inject(`/rss.xml?sport=${sports[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(sports[0].title);
    expect((await app.inject(`/sport/${sports[0].id}/rss.xml`)).statusCode).toBe(200);
    expect((await app.inject('/rss.xml?sport=99999')).statusCode).toBe(404);
  });
});
