import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LayoutDataSchema, PageDataSchemas, PageHeadSchema, type PagePayload } from '@meydan/shared-types/schemas';
import { contractErrors } from '../testing/contract.js';
import { createTestApp } from '../testing/index.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close?.());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { res, body: res.json<PagePayload>() };
};

async function firstArticle() {
  const { body } = await get('/news/_payload.json?t');
  if (body.kind !== 'page' || body.page !== 'newsList') throw new Error('no news list');
  return body.data.items[0];
}

describe('page payloads ({page}/_payload.json?{buildId})', () => {
  it('serves the home payload with the build id header and cache headers', async () => {
    const { res, body } = await get(`/_payload.json?${app.buildId}`);
    expect(res.statusCode).toBe(200);
    expect(body.kind === 'page' && body.page).toBe('home');
    expect(res.headers['x-build-id']).toBe(app.buildId);
    // Kept by the browser but checked on every use: a link followed after a publication shows it.
    expect(res.headers['cache-control']).toMatch(/^public, no-cache/);
    expect(res.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: `/_payload.json?${app.buildId}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('fills every home block from the demo data', async () => {
    const { body } = await get('/_payload.json?x');
    if (body.kind !== 'page' || body.page !== 'home') throw new Error('not home');
    const d = body.data;
    expect(d.slider.length).toBeGreaterThan(0);
    expect(d.latest.length).toBeGreaterThan(0);
    expect(d.mostRead.length).toBeGreaterThan(0);
    expect(d.results.length).toBeGreaterThan(0);
    // Games to come: in play first, then scheduled ones whose kick-off is still ahead.
    expect(d.upcoming.filter((g) => g.status === 'scheduled').length).toBeGreaterThan(0);
    expect(d.upcoming.filter((g) => g.status === 'scheduled').every((g) => Date.parse(g.kickoffAt) >= Date.now() - 60_000)).toBe(true);
    expect(d.table?.rows.length).toBeGreaterThanOrEqual(16);
    expect(d.photos.length).toBeGreaterThan(0);
    expect(d.videos.length).toBeGreaterThan(0);
    expect(d.latest[0].cover?.srcset).toMatch(/\d+w/);
  });

  it('serves an article by id and redirects a wrong slug to the canonical path', async () => {
    const item = await firstArticle();
    const { body } = await get(`/news/${item.id}/${encodeURIComponent(item.slug)}/_payload.json?b`);
    expect(body.kind === 'page' && body.page).toBe('newsArticle');
    if (body.kind === 'page' && body.page === 'newsArticle') {
      expect(body.data.news.title).toBe(item.title);
      expect(body.head.jsonLd.some((j) => j['@type'] === 'NewsArticle')).toBe(true);
      expect(body.head.jsonLd.some((j) => j['@type'] === 'BreadcrumbList')).toBe(true);
    }
    const moved = await get(`/news/${item.id}/wrong/_payload.json?b`);
    expect(moved.res.statusCode).toBe(200);
    expect(moved.body).toEqual({ kind: 'redirect', status: 301, location: `/news/${item.id}/${encodeURIComponent(item.slug)}` });
  });

  it('answers a failed validity check with a fatal 404 and an unknown path with a non-fatal one', async () => {
    const invalid = await get('/news/abc/x/_payload.json?b');
    expect(invalid.res.statusCode).toBe(404);
    expect(invalid.body.kind === 'error' && invalid.body.error).toEqual({
      statusCode: 404,
      fatal: true,
      message: 'Page Not Found: /news/abc/x',
    });
    const missing = await get('/news/99999999/x/_payload.json?b');
    expect(missing.res.statusCode).toBe(404);
    const unknown = await get('/no/such/page/_payload.json?b');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.kind === 'error' && unknown.body.error.fatal).toBe(false);
  });

  it('serves every route kind from the demo data', async () => {
    const { body } = await get('/_payload.json?x');
    if (body.kind !== 'page' || body.page !== 'home') throw new Error('not home');
    const game = body.data.results[0];
    const table = body.data.table!;
    const photo = body.data.photos[0];
    const video = body.data.videos[0];
    const paths = [
      `/game/${game.id}/result/${encodeURIComponent(game.slug)}`,
      `/league/${table.league.id}/table/${encodeURIComponent(table.league.slug)}`,
      `/gallery/photo/${photo.id}/${encodeURIComponent(photo.slug)}`,
      `/gallery/video/${video.id}/${encodeURIComponent(video.slug)}`,
      '/gallery/photo',
      '/gallery/video',
      '/about',
      '/news?page=2',
    ];
    for (const path of ['/', ...paths]) {
      const [p, q = ''] = path.split('?');
      const res = await get(`${p === '/' ? '' : p}/_payload.json?${q ? `${q}&` : ''}b`);
      expect(res.res.statusCode, path).toBe(200);
      if (res.body.kind !== 'page') throw new Error(`${path}: ${res.body.kind}`);
      // The payload is the shared contract the public site renders from: every page's data and head match it.
      expect(contractErrors(PageDataSchemas[res.body.page], res.body.data), path).toEqual([]);
      expect(contractErrors(PageHeadSchema, res.body.head), path).toEqual([]);
    }
    const layout = await app.inject('/api/public/layout');
    expect(contractErrors(LayoutDataSchema, layout.json())).toEqual([]);
  });
});
