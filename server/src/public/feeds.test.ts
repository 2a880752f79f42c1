import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/index.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close?.());

describe('robots.txt, sitemap.xml, rss.xml', () => {
  it('robots.txt allows the site, keeps crawlers out of the back office and names the sitemap', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('sitemap.xml lists sections, news, galleries and league tables', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain('<urlset');
    for (const part of ['/news/', '/gallery/photo/', '/league/', '/sport/']) expect(res.body).toContain(part);
  });

  it('rss.xml carries the latest news, for all sports and for one', async () => {
    const all = await app.inject('/rss.xml');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('<rss version="2.0"');
    expect((all.body.match(/<item>/g) ?? []).length).toBeGreaterThan(5);
    const sports = (await app.inject('/api/public/sports')).json<{ id: number; title: string }[]>();
    const one = await app.inject(`/rss.xml?sport=${sports[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(sports[0].title);
    expect((await app.inject(`/sport/${sports[0].id}/rss.xml`)).statusCode).toBe(200);
    expect((await app.inject('/rss.xml?sport=99999')).statusCode).toBe(404);
  });
});
