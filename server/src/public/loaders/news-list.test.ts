import { publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PagePayload } from '@meydan/shared-types/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { News } from '../../model/news.entity.js';
import { createTestApp } from '../../testing/index.js';
import { publishedNews } from '../queries.js';
import { OFFSET_PAGES } from './news-list.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close?.());

async function listPage(path: string): Promise<{ status: number; data: PageData<'newsList'> | null }> {
  const res = await app.inject(publicPaths.payload(path, 'b'));
  const body = res.json<PagePayload>();
  return { status: res.statusCode, data: body.kind === 'page' && body.page === 'newsList' ? body.data : null };
}

/** The URL the pagination links page `k` to, as the site builds it. */
const linkTo = (data: PageData<'newsList'>, k: number) => publicPaths.newsList({ page: k, after: data.after[k] });

describe('/news pagination', () => {
  it('walks every published item once, newest first, following the "next" links past the numbered pages', async () => {
    const expected = (
      await app.orm.em.fork().find(News, publishedNews(), { fields: ['id'], orderBy: { publishedAt: 'desc', id: 'desc' } })
    ).map((n) => n.id);
    const seen: number[] = [];
    let path = publicPaths.newsList();
    for (let page = 1; ; page++) {
      const { status, data } = await listPage(path);
      expect(status, path).toBe(200);
      if (!data) throw new Error(`${path} is not the news list`);
      expect(data.page).toBe(page);
      seen.push(...data.items.map((n) => n.id));
      if (page >= data.pageCount) break;
      // Past the numbered pages a link carries the last id of the page before it.
      if (page + 1 > OFFSET_PAGES) expect(data.after[page + 1]).toBe(data.items.at(-1)?.id);
      path = linkTo(data, page + 1);
    }
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThan(OFFSET_PAGES * 20);
  });

  it('links back from a keyset page to the same pages the walk forward showed', async () => {
    const pages = new Map<number, number[]>();
    let data: PageData<'newsList'> | null = (await listPage(publicPaths.newsList())).data;
    while (data && data.page < data.pageCount) {
      pages.set(
        data.page,
        data.items.map((n) => n.id),
      );
      data = (await listPage(linkTo(data, data.page + 1))).data;
    }
    if (!data) throw new Error('no last page');
    pages.set(
      data.page,
      data.items.map((n) => n.id),
    );
    expect(data.page).toBeGreaterThan(OFFSET_PAGES);
    for (const k of [data.page - 1, data.page - 2]) {
      const back = await listPage(linkTo(data, k));
      expect(
        back.data?.items.map((n) => n.id),
        `page ${k}`,
      ).toEqual(pages.get(k));
    }
  });

  it('shows no more than the pagination reaches and refuses a numbered page past the offset range without its cursor', async () => {
    // Five numbered links, and the knowledge that a sixth page exists (the "next" of page five).
    const first = (await listPage(publicPaths.newsList())).data;
    expect(first?.pageCount).toBe(6);
    expect(first?.after).toEqual({});
    expect((await listPage(`/news?page=${OFFSET_PAGES + 1}`)).status).toBe(404);
  });

  it('sends a numbered page asked for with a cursor to its one address, and has no page past the last', async () => {
    const moved = (await app.inject(publicPaths.payload('/news?page=2&after=5', 'b'))).json<PagePayload>();
    expect(moved).toMatchObject({ kind: 'redirect', location: publicPaths.newsList({ page: 2 }) });

    let data: PageData<'newsList'> | null = (await listPage(publicPaths.newsList())).data;
    while (data && data.page < data.pageCount) data = (await listPage(linkTo(data, data.page + 1))).data;
    const lastId = data?.items.at(-1)?.id;
    if (!data || !lastId) throw new Error('no last page');
    expect((await listPage(publicPaths.newsList({ page: data.page + 1, after: lastId }))).status).toBe(404);
  });
});

describe('/news filters', () => {
  it('sends a filter naming no tag or sport to the list without it, keeping the filter that exists', async () => {
    const madeUp = await app.inject(publicPaths.newsList({ tag: 'no-such-tag-4711', page: 3 }));
    expect(madeUp.statusCode).toBe(301);
    expect(madeUp.headers.location).toBe(publicPaths.newsList());

    const sport = (await listPage(publicPaths.newsList())).data!.sports[0];
    const partly = await app.inject(publicPaths.newsList({ sport: sport.id, tag: 'no-such-tag-4711' }));
    expect(partly.statusCode).toBe(301);
    expect(partly.headers.location).toBe(publicPaths.newsList({ sport: sport.id }));

    const noSport = await app.inject(publicPaths.newsList({ sport: 987_654 }));
    expect(noSport.statusCode).toBe(301);
    expect(noSport.headers.location).toBe(publicPaths.newsList());

    // The filters that exist still filter.
    const kept = await listPage(publicPaths.newsList({ sport: sport.id }));
    expect(kept.status).toBe(200);
    expect(kept.data!.sport?.id).toBe(sport.id);
  });
});
