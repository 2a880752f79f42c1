import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { publicPaths } from '@meydan/shared-types/public';
import { commentNoticeId } from '@meydan/shared-types/comments';
import type { NewsCard } from '@meydan/shared-types/schemas';
import { Comment } from '../model/comment.entity.js';
import { News } from '../model/news.entity.js';
import { createTestApp } from '../testing/index.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let newsId: number;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const list = (await app.inject('/api/public/news')).json<{ items: NewsCard[] }>();
  newsId = list.items[0].id;
  const em = app.orm.em.fork();
  await em.nativeUpdate(News, { id: newsId }, { allowComments: true });
});
afterAll(async () => close?.());

let ip = 0;
/** Each call comes from its own address, so the per-IP limit only bites where a test wants it to. */
const post = (body: unknown, id = newsId, address = `10.0.0.${++ip}`) =>
  app.inject({ method: 'POST', url: `/api/public/news/${id}/comments`, payload: body as object, remoteAddress: address });

describe('POST /api/public/news/:id/comments', () => {
  it('stores a valid comment as pending and answers 201 in Persian', async () => {
    const res = await post({ authorName: 'رضا', authorEmail: 'Reza@Example.com', body: 'بازی خوبی بود', website: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'pending', message: expect.stringContaining('تأیید') });
    const stored = await app.orm.em.fork().findOneOrFail(Comment, { body: 'بازی خوبی بود' });
    expect(stored.status).toBe('pending');
    expect(stored.authorEmail).toBe('reza@example.com');
    expect(stored.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const page = (await app.inject(`/api/public/news/${newsId}/comments`)).body;
    expect(page).not.toContain('بازی خوبی بود');
  });

  it('answers 400 with a Persian message per field', async () => {
    const res = await post({ authorName: 'ر', authorEmail: 'not-an-email', body: ' ' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(Object.keys(body.errors).sort()).toEqual(['authorEmail', 'authorName', 'body']);
    expect(body.errors.authorName).toMatch(/نام/);
  });

  it('answers a filled honeypot as it answers a person, and drops the comment', async () => {
    const res = await post({ authorName: 'ربات', body: 'تبلیغ تبلیغ', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'pending', message: expect.stringContaining('تأیید') });
    expect(res.body).not.toContain('website');
    expect(await app.orm.em.fork().count(Comment, { body: 'تبلیغ تبلیغ' })).toBe(0);
  });

  it('refuses news that does not allow comments, and unknown news', async () => {
    await app.orm.em.fork().nativeUpdate(News, { id: newsId }, { allowComments: false });
    expect((await post({ authorName: 'رضا', body: 'سلام سلام' })).statusCode).toBe(403);
    await app.orm.em.fork().nativeUpdate(News, { id: newsId }, { allowComments: true });
    expect((await post({ authorName: 'رضا', body: 'سلام سلام' }, 99_999_999)).statusCode).toBe(404);
  });

  it('limits the rate per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post({ authorName: 'رضا', body: `نظر شماره ${i}` }, newsId, '10.9.9.9')).statusCode);
    expect(statuses).toContain(201);
    expect(statuses).toContain(429);
  });
});

describe('the comment form sent without JavaScript', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/public/news/${newsId}/comments`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: `10.1.0.${++ip}`,
    });
  const article = async () => {
    const news = await app.orm.em.fork().findOneOrFail(News, newsId);
    return publicPaths.newsArticle(news.id, news.slug);
  };

  it('stores the comment as pending and sends the reader back to the article, at the notice', async () => {
    const res = await form({ authorName: 'خواننده بی‌اسکریپت', authorEmail: '', body: 'فرم ساده هم کار می‌کند', website: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${await article()}#${commentNoticeId('sent')}`);
    const stored = await app.orm.em.fork().findOneOrFail(Comment, { body: 'فرم ساده هم کار می‌کند' });
    expect(stored.status).toBe('pending');
    expect(stored.authorEmail).toBeNull();
  });

  it('sends the reader back at the notice of the first field to fix, and stores nothing', async () => {
    const res = await form({ authorName: 'رضا', authorEmail: 'not-an-email', body: 'کوتاه نیست این متن' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${await article()}#${commentNoticeId('authorEmail')}`);
    expect(await app.orm.em.fork().count(Comment, { body: 'کوتاه نیست این متن' })).toBe(0);
  });

  it("refuses a form posted from another site, and keeps every other route's urlencoded body a 415", async () => {
    const res = await form({ authorName: 'رضا', body: 'از سایت دیگر' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/مبدأ دیگری/);
    expect(await app.orm.em.fork().count(Comment, { body: 'از سایت دیگر' })).toBe(0);
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(other.statusCode).toBe(415);
  });
});

describe('GET /api/public/news/:id/comments', () => {
  it('lists approved comments oldest first, each with its approved replies and the staff reply, and nothing else', async () => {
    const list = (await app.inject('/api/public/news')).json<{ items: NewsCard[] }>();
    const other = list.items[1].id;
    const em = app.orm.em.fork();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    const noPrivate = { authorEmail: 'reader@mail.example', ipHash: 'x' };
    const first = em.create(Comment, {
      ...noPrivate,
      news: other,
      authorName: 'سارا',
      body: 'نظر نخست',
      status: 'approved',
      createdAt: at(1),
    });
    const second = em.create(Comment, {
      ...noPrivate,
      news: other,
      authorName: 'علی',
      body: 'نظر دوم',
      status: 'approved',
      createdAt: at(2),
      reply: 'پاسخ تحریریه',
      repliedAt: at(30),
    });
    em.create(Comment, {
      ...noPrivate,
      news: other,
      parent: first,
      authorName: 'مینا',
      body: 'پاسخ به سارا',
      status: 'approved',
      createdAt: at(5),
    });
    em.create(Comment, {
      ...noPrivate,
      news: other,
      parent: first,
      authorName: 'نیما',
      body: 'پاسخ در انتظار',
      status: 'pending',
      createdAt: at(6),
    });
    em.create(Comment, { ...noPrivate, news: other, authorName: 'هرزنامه', body: 'تبلیغ', status: 'spam', createdAt: at(3) });
    await em.flush();

    const comments = (await app.inject(`/api/public/news/${other}/comments`)).json();
    expect(comments).toEqual([
      {
        id: first.id,
        authorName: 'سارا',
        body: 'نظر نخست',
        createdAt: at(1).toISOString(),
        reply: null,
        repliedAt: null,
        replies: [expect.objectContaining({ authorName: 'مینا', body: 'پاسخ به سارا', createdAt: at(5).toISOString(), replies: [] })],
      },
      {
        id: second.id,
        authorName: 'علی',
        body: 'نظر دوم',
        createdAt: at(2).toISOString(),
        reply: 'پاسخ تحریریه',
        repliedAt: at(30).toISOString(),
        replies: [],
      },
    ]);
    expect(JSON.stringify(comments)).not.toMatch(/authorEmail|ipHash|در انتظار|تبلیغ/);
  });
});
