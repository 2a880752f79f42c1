import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NewsCard } from '@meydan/shared-types/schemas';
import { News } from '../model/news.entity.js';
import { createTestApp } from '../testing/index.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let hidden: { draft: number; scheduled: number };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const em = app.orm.em.fork();
  const make = (title: string, status: 'draft' | 'published', publishedAt: Date | null) =>
    em.create(News, { title, slug: `hidden-${title}`, shortCode: `h${title}`, status, publishedAt, body: '<p>x</p>' });
  const draft = make('draft', 'draft', new Date());
  const scheduled = make('scheduled', 'published', new Date(Date.now() + 86_400_000));
  await em.flush();
  hidden = { draft: draft.id, scheduled: scheduled.id };
});
afterAll(async () => close?.());

const json = async <T>(url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { res, body: res.json<T>() };
};

describe('/api/public', () => {
  it('lists published news only, newest first, with cache headers', async () => {
    const { res, body } = await json<{ items: NewsCard[]; total: number }>('/api/public/news');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300, stale-if-error=86400');
    expect(res.headers.etag).toBeTruthy();
    const ids = body.items.map((n) => n.id);
    expect(ids).not.toContain(hidden.draft);
    expect(ids).not.toContain(hidden.scheduled);
    const dates = body.items.map((n) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((d) => d <= Date.now())).toBe(true);
  });

  it('hides drafts and scheduled items everywhere', async () => {
    for (const id of [hidden.draft, hidden.scheduled]) {
      expect((await app.inject(`/api/public/news/${id}`)).statusCode).toBe(404);
      expect((await app.inject(`/news/${id}/x/_payload.json?b`)).statusCode).toBe(404);
      expect((await app.inject(`/n/h${id === hidden.draft ? 'draft' : 'scheduled'}`)).statusCode).not.toBe(301);
    }
    const index = (await app.inject('/sitemap.xml')).body;
    const newsPages = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/news-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(newsPages.length).toBeGreaterThan(0);
    for (const page of newsPages) {
      const sitemap = (await app.inject(page)).body;
      expect(sitemap).not.toContain(`/news/${hidden.draft}/`);
      expect(sitemap).not.toContain(`/news/${hidden.scheduled}/`);
    }
  });

  it('never sends an email address or an IP hash', async () => {
    const { body } = await json<{ items: NewsCard[] }>('/api/public/news');
    for (const item of body.items.slice(0, 10)) {
      const article = (await app.inject(`/api/public/news/${item.id}`)).body;
      const comments = (await app.inject(`/api/public/news/${item.id}/comments`)).body;
      for (const text of [article, comments]) {
        expect(text).not.toMatch(/authorEmail|ipHash|"email"/);
        expect(text).not.toMatch(/"status":"(pending|rejected|spam)"/);
      }
    }
  });

  it('filters the list by sport and paginates', async () => {
    const sports = (await json<{ id: number }[]>('/api/public/sports')).body;
    const { body } = await json<{ items: NewsCard[]; page: number }>(`/api/public/news?sport=${sports[0].id}&page=1`);
    expect(body.items.every((n) => n.sport?.id === sports[0].id)).toBe(true);
    const page2 = await json<{ page: number; items: NewsCard[] }>('/api/public/news?page=2');
    expect(page2.body.page).toBe(2);
  });

  it('serves games, tables and galleries', async () => {
    const home = (
      await json<{ results: { id: number }[]; table: { league: { id: number } }; photos: { id: number }[] }>('/api/public/home')
    ).body;
    expect((await app.inject(`/api/public/game/${home.results[0].id}`)).statusCode).toBe(200);
    const table = await json<{ table: { rows: unknown[] } }>(`/api/public/league/${home.table.league.id}/table`);
    expect(table.body.table.rows.length).toBeGreaterThanOrEqual(16);
    expect((await app.inject(`/api/public/gallery/photo/${home.photos[0].id}`)).statusCode).toBe(200);
    expect((await app.inject('/api/public/galleries?kind=video')).statusCode).toBe(200);
    expect((await app.inject('/api/public/game/abc')).statusCode).toBe(404);
  });
});
