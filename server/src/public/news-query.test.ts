import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { News } from '../resources/news/news.entity.js';
import { Tag } from '../resources/tag/tag.entity.js';
import { createTestApp } from '../testing/index.js';
import { relatedNewsIds } from './news-query.js';
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
    const related = await findNewsIn(app.orm.em.fork(), relatedNewsIds(article.id, null, [a.id, b.id], 6));
    expect(related.map((n) => n.id)).toEqual([onlyB.id, both.id, onlyA.id]);
  });
});
