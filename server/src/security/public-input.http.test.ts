import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, commentNoticeId, type CommentNotice } from '@meydan/shared-types/comments';
import { Audit } from '../model/audit.entity.js';
import { Comment } from '../model/comment.entity.js';
import { News } from '../model/news.entity.js';
import { User } from '../model/user.entity.js';
import { createTestApp, type TestApp } from '../testing/index.js';

/** Replays the red-team pass on what the public may write: comments and the login form's email. */
let t: TestApp;
let newsId: number;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { PENDING_COMMENTS_PER_ITEM: '4', COMMENT_MAX_PER_IP: '100' } });
  const em = t.app.orm.em.fork();
  const news = await em.findOneOrFail(News, { status: 'published' }, { orderBy: { id: 'asc' } });
  await em.nativeUpdate(News, { id: news.id }, { allowComments: true });
  await em.nativeDelete(Comment, { news: news.id });
  newsId = news.id;
});
afterAll(() => t?.close());

const post = (payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/news/${newsId}/comments`,
    payload: { authorName: 'رضا', body: 'نظر خوبی بود، ممنون.', ...payload },
    remoteAddress: `192.0.2.${++ip}`,
  });

describe('finding: public comments', () => {
  it('refuses a comment with more than two links with a Persian 400', async () => {
    const res = await post({ body: 'ببینید https://a.example و www.b.example و c.com را' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toMatch(/پیوند/);
    expect((await post({ body: 'منبع: https://a.example و https://b.example' })).statusCode).toBe(201);
  });

  it('strips bidi controls from the name and the text', async () => {
    expect((await post({ authorName: 'علی\u202e', body: 'متن \u202eوارونه\u202c اینجا' })).statusCode).toBe(201);
    const stored = await t.app.orm.em.fork().findOneOrFail(Comment, { news: newsId }, { orderBy: { id: 'desc' } });
    expect(stored.body).toBe('متن وارونه اینجا');
    expect(stored.authorName).toBe('علی');
  });

  it("refuses a staff member's display name, however spelled", async () => {
    const staff = await t.app.orm.em.fork().findOneOrFail(User, { role: 'editor' });
    const name = staff.displayName;
    const variants = [
      name,
      name.replace(/ی/g, 'ي').replace(/ک/g, 'ك'),
      name.replace(/ /g, '\u200c'),
      `\u202e${[...name].reverse().join('')}\u202c`,
      name.toUpperCase(),
    ];
    for (const authorName of variants) {
      const res = await post({ authorName });
      expect(res.statusCode, JSON.stringify(authorName)).toBe(400);
      expect(res.json().errors.authorName).toMatch(/تحریریه/);
    }
  });

  it('caps the comments awaiting moderation on one article (PENDING_COMMENTS_PER_ITEM)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post({ body: `نظر شمارهٔ ${i} دربارهٔ این خبر` })).statusCode);
    expect(statuses).toContain(429);
    const refused = await post({ body: 'یک نظر دیگر' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/در انتظار تأیید/);
    const pending = await t.app.orm.em.fork().count(Comment, { news: newsId, status: 'pending' });
    expect(pending).toBe(4);
  });
});

describe('the same refusals for a form sent without JavaScript', () => {
  /** A plain form post, as a browser without JavaScript sends it; answers with the notice it comes back to. */
  const formPost = async (fields: Record<string, string>): Promise<string | undefined> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/news/${newsId}/comments`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ authorName: 'رضا', body: 'نظر خوبی بود، ممنون.', website: '', ...fields }).toString(),
      remoteAddress: `192.0.2.${++ip}`,
    });
    expect(res.statusCode).toBe(303);
    return /#comment-notice-(\w+)$/.exec(String(res.headers.location))?.[1];
  };
  const notice = (n: CommentNotice) => commentNoticeId(n).replace('comment-notice-', '');

  it('sends the reader back to the notice that names the reason, not to a length rule', async () => {
    const staff = await t.app.orm.em.fork().findOneOrFail(User, { role: 'editor' });
    expect(await formPost({ body: 'ببینید https://a.example و www.b.example و c.com را' })).toBe(notice('tooManyLinks'));
    expect(await formPost({ authorName: staff.displayName })).toBe(notice('reservedName'));
    expect(await formPost({ body: 'پاسخ به نظری که نیست', parent: '999999' })).toBe(notice('parent'));
    // The article's pending comments are at their cap (the test above): a 303 to the notice, not a JSON 429.
    expect(await formPost({ body: 'باز هم یک نظر دیگر' })).toBe(notice('articleFull'));
    expect(COMMENT_MESSAGES.articleFull).toMatch(/در انتظار تأیید/);
  });
});

describe('finding: the audit log stores a typed email raw', () => {
  it('escapes newlines and direction overrides in what an unknown login typed', async () => {
    const typed = 'x@y.example\nadmin logged in\u202e';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: typed, password: 'whatever-1234' } });
    expect(res.statusCode).toBe(401);
    const entry = await t.app.orm.em.fork().findOneOrFail(Audit, { action: 'login-failed' }, { orderBy: { id: 'desc' } });
    expect(entry.actor).not.toMatch(/[\n\u202e]/);
    expect(entry.actor).toContain('\\n');
    expect(entry.actor).toContain('\\u202E');
  });
});
