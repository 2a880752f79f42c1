import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import type { PageData } from '@meydan/shared-types/schemas';
import { News } from '../model/news.entity.js';
import { createTestApp, type TestApp } from '../testing/index.js';
import { NEWS_SITEMAP_MAX } from './sitemap-news.js';

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
let made = 0;
async function addNews(items: { title: string; publishedAt: Date; status?: 'published' | 'draft' }[]): Promise<number[]> {
  const em = t.app.orm.em.fork();
  const rows = items.map(({ title, publishedAt, status = 'published' }) => {
    made += 1;
    return em.create(News, { title, slug: `news-sitemap-${made}`, shortCode: `nsm${made}`, status, publishedAt, body: '<p>متن</p>' });
  });
  await em.flush();
  return rows.map((r) => r.id);
}

interface Entry {
  loc: string;
  date: string;
  title: string;
}
function entries(body: string): Entry[] {
  return [
    ...body.matchAll(
      /<url><loc>([^<]*)<\/loc>.*?<news:publication_date>([^<]*)<\/news:publication_date><news:title>([^<]*)<\/news:title>/g,
    ),
  ].map(([, loc, date, title]) => ({ loc, date, title }));
}

describe('/sitemap-news.xml', () => {
  it('lists the last two days’ published articles, newest first, with the publication, date and escaped title', async () => {
    const now = Date.now();
    const [fresh, , old, scheduled, draft] = await addNews([
      { title: 'پیروزی «تیم» & جشن <بزرگ>', publishedAt: new Date(now - HOUR) },
      { title: 'خبر دیروز', publishedAt: new Date(now - 30 * HOUR) },
      { title: 'خبر سه روز پیش', publishedAt: new Date(now - 72 * HOUR) },
      { title: 'خبر زمان‌بندی‌شده', publishedAt: new Date(now + HOUR) },
      { title: 'پیش‌نویس تازه', publishedAt: new Date(now - HOUR), status: 'draft' },
    ]);
    const res = await get('/sitemap-news.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toContain('public');
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(res.body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(res.body).toContain('<news:publication><news:name>میدان</news:name><news:language>fa</news:language></news:publication>');
    const list = entries(res.body);
    expect(list.length).toBe((res.body.match(/<url>/g) ?? []).length);
    const mine = list.find((e) => e.loc.includes(`/news/${fresh}/`));
    expect(mine?.title).toBe('پیروزی &laquo;تیم&raquo; &amp; جشن &lt;بزرگ&gt;'.replace('&laquo;', '«').replace('&raquo;', '»'));
    expect(mine?.loc).toBe(`${t.config.publicUrl.replace(/\/$/, '')}${publicPaths.newsArticle(fresh, `news-sitemap-${made - 4}`)}`);
    for (const id of [old, scheduled, draft])
      expect(
        list.some((e) => e.loc.includes(`/news/${id}/`)),
        String(id),
      ).toBe(false);
    const dates = list.map((e) => Date.parse(e.date));
    expect(dates.every((d) => d > now - 48 * HOUR && d <= Date.now())).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('holds at most 1,000 articles, and a new article drops the kept file', async () => {
    const before = entries((await get('/sitemap-news.xml')).body);
    const now = Date.now();
    const ids = await addNews(
      Array.from({ length: NEWS_SITEMAP_MAX + 20 }, (_, i) => ({
        title: `خبر شمارهٔ ${i}`,
        publishedAt: new Date(now - 60_000 - i * 1000),
      })),
    );
    const after = entries((await get('/sitemap-news.xml')).body);
    expect(before.length).toBeLessThan(NEWS_SITEMAP_MAX);
    expect(after.length).toBe(NEWS_SITEMAP_MAX);
    expect(after[0].loc).toContain(`/news/${ids[0]}/`);
  });

  it('is named in robots.txt beside the sitemap index', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-news\.xml$/m);
  });
});

describe('NewsArticle JSON-LD', () => {
  it('names the headline, every size of the cover, the author with a URL, the dates, the publisher and the page', async () => {
    const [row] = await t.app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from news where status = 'published' and published_at <= now() and author_id is not null and cover_id is not null order by id limit 1`,
      );
    const article0 = (await get(`/api/public/news/${row.id}`)).json<PageData<'newsArticle'>>();
    const card = article0.news;
    const path = publicPaths.newsArticle(card.id, card.slug);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json) as Record<string, unknown>,
    );
    type ImageLd = { '@type': string; url: string; width: number; height: number };
    const article = blocks.find((b) => b['@type'] === 'NewsArticle') as { dateModified: string; author: unknown; image: ImageLd[] };
    const origin = t.config.publicUrl.replace(/\/$/, '');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: card.title,
      datePublished: card.publishedAt,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${path}` },
      publisher: { '@type': 'NewsMediaOrganization', name: 'میدان', url: `${origin}/` },
    });
    expect(Date.parse(article.dateModified)).toBeGreaterThan(0);
    expect(article.author).toEqual({ '@type': 'Person', name: expect.any(String), url: `${origin}/about` });
    const images = article.image;
    expect(images.length).toBeGreaterThan(1);
    expect(images.every((i) => i['@type'] === 'ImageObject' && i.url.startsWith(`${origin}/`) && i.width > 0 && i.height > 0)).toBe(true);
    expect(images.map((i) => i.width)).toEqual([...images.map((i) => i.width)].sort((a, b) => b - a));
    // The JSON-LD is a data block, which the CSP does not govern; no inline script is allowed beyond the theme's hash.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain("'unsafe-inline'");
  });
});
