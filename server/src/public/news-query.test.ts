import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { News } from '../model/news.entity.js';
import { Sport, type ISport } from '../model/sport.entity.js';
import { Tag, type ITag } from '../model/tag.entity.js';
import { createTestApp } from '../testing/index.js';
import { executePrepared } from '../db/prepared.js';
import { homeNewsSql, relatedNewsIds } from './news-query.js';
import { findNews, findNewsIn } from './queries.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ seeded: false }));
});
afterAll(async () => close?.());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe("a tag's news list (read from the tag's feed in news_tags)", () => {
  it('follows publishing, unpublishing, rescheduling and untagging, newest first', async () => {
    const em = app.orm.em.fork();
    const tag = em.create(Tag, { title: 'دربی', slug: 'derby' });
    const make = (n: number, status: 'draft' | 'published', publishedAt: Date | null) =>
      em.create(News, { title: `خبر ${n}`, slug: `derby-${n}`, shortCode: `d${n}`, status, publishedAt, body: '<p>x</p>', tags: [tag] });
    const older = make(1, 'published', minutesAgo(30));
    const newer = make(2, 'published', minutesAgo(20));
    const draft = make(3, 'draft', minutesAgo(10));
    await em.flush();
    const list = async () => (await findNews(app.orm.em.fork(), { tags: [tag.id] }, { limit: 10 })).map((n) => n.id);

    expect(await list()).toEqual([newer.id, older.id]);

    draft.status = 'published';
    await em.flush();
    expect(await list()).toEqual([draft.id, newer.id, older.id]);

    newer.status = 'draft';
    older.publishedAt = new Date(Date.now() + 86_400_000);
    await em.flush();
    expect(await list()).toEqual([draft.id]);

    newer.status = 'published';
    draft.tags.remove(tag);
    await em.flush();
    expect(await list()).toEqual([newer.id]);
  });

  it('related news: the newest of the same sport or sharing a tag, never the article itself', async () => {
    const em = app.orm.em.fork();
    const [a, b] = [em.create(Tag, { title: 'الف', slug: 'tag-a' }), em.create(Tag, { title: 'ب', slug: 'tag-b' })];
    const make = (n: number, minutes: number, tags: (typeof a)[]) =>
      em.create(News, {
        title: `مرتبط ${n}`,
        slug: `rel-${n}`,
        shortCode: `r${n}`,
        status: 'published',
        publishedAt: minutesAgo(minutes),
        body: '<p>x</p>',
        tags,
      });
    const article = make(1, 5, [a, b]);
    const both = make(2, 50, [a, b]);
    const onlyB = make(3, 40, [b]);
    const onlyA = make(4, 60, [a]);
    make(5, 1, []);
    await em.flush();
    const related = await findNewsIn(app.orm.em.fork(), relatedNewsIds(article.id, 6));
    expect(related.map((n) => n.id)).toEqual([onlyB.id, both.id, onlyA.id]);
  });

  it('related news: the sport and every tag together, newest first, cut to the limit; any news when there is neither', async () => {
    const em = app.orm.em.fork();
    const sport = em.create(Sport, { title: 'کشتی', slug: 'wrestling-related' });
    const tags = [1, 2, 3, 4].map((n) => em.create(Tag, { title: `برچسب ${n}`, slug: `related-${n}` }));
    const make = (n: number, minutes: number, extra: { tags?: ITag[]; sport?: ISport; status?: 'draft' | 'published' }) =>
      em.create(News, {
        title: `هم‌خانواده ${n}`,
        slug: `kin-${n}`,
        shortCode: `k${n}`,
        status: extra.status ?? 'published',
        publishedAt: minutesAgo(minutes),
        body: '<p>x</p>',
        tags: extra.tags ?? [],
        sport: extra.sport,
      });
    const article = make(1, 1, { tags, sport });
    const bySport = make(2, 10, { sport });
    const byTag4 = make(3, 20, { tags: [tags[3]] });
    const byTags = make(4, 30, { tags: [tags[0], tags[2]] });
    make(5, 15, { tags: [tags[1]], status: 'draft' });
    const untagged = make(6, 2, {});
    const oldest = make(7, 40, { tags: [tags[1]] });
    const scheduled = make(8, -60, { tags: [tags[1]] });
    await em.flush();
    const related = async (of: { id: number }, limit: number) =>
      (await findNewsIn(app.orm.em.fork(), relatedNewsIds(of.id, limit))).map((n) => n.id);

    expect(await related(article, 6)).toEqual([bySport.id, byTag4.id, byTags.id, oldest.id]);
    expect(await related(article, 3)).toEqual([bySport.id, byTag4.id, byTags.id]);
    // One tag and no sport: that tag's published news only (not the draft, not the scheduled one).
    expect(await related(oldest, 6)).toEqual([article.id]);
    // A scheduled article (as its preview shows it) gets the same.
    expect(await related(scheduled, 6)).toEqual([article.id, oldest.id]);
    // Neither sport nor tags: the newest news of all, the article itself left out.
    const newest = await findNews(app.orm.em.fork(), {}, { limit: 3 });
    const expected = newest.map((n) => n.id).filter((n) => n !== untagged.id);
    expect(await related(untagged, 2)).toEqual(expected.slice(0, 2));
  });
});

describe("the home page's news lists (one statement as of PostgreSQL's clock)", () => {
  it('counts the most read of the month among the last 30 days only, and of all time among every published item', async () => {
    const em = app.orm.em.fork();
    const make = (n: number, days: number, viewCount: number, status: 'draft' | 'published' = 'published') =>
      em.create(News, {
        title: `پربازدید ${n}`,
        slug: `most-read-${n}`,
        shortCode: `m${n}`,
        status,
        publishedAt: minutesAgo(days * 24 * 60),
        body: '<p>x</p>',
        viewCount,
      });
    const old = make(1, 45, 9_000_000);
    const recent = make(2, 3, 8_000_000);
    const draft = make(3, 1, 9_500_000, 'draft');
    const scheduled = make(4, -1, 9_600_000);
    await em.flush();
    const { sql, params } = homeNewsSql(30, 2, {});
    const [ids] = await executePrepared<{ latest: number[]; mostReadRecent: number[]; mostReadAllTime: number[] }>(
      app.orm.em.fork(),
      sql,
      params,
    );
    expect(ids.mostReadRecent[0]).toBe(recent.id);
    expect(ids.mostReadRecent).not.toContain(old.id);
    expect(ids.mostReadAllTime.slice(0, 2)).toEqual([old.id, recent.id]);
    for (const hidden of [draft.id, scheduled.id]) {
      expect(ids.latest).not.toContain(hidden);
      expect(ids.mostReadAllTime).not.toContain(hidden);
    }
  });
});
