import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsCard } from '@meydan/shared-types/schemas';
import { Comment } from '../../model/comment.entity.js';
import { News } from '../../model/news.entity.js';
import { createTestApp, loginCookie, type TestApp } from '../../testing/index.js';

let test: TestApp;
let editor: string;
let newsId: number;

interface Row {
  id: number;
  authorName: string;
  body: string;
  reply: string | null;
  status: string;
}

async function search(q: string, extra: Record<string, unknown> = {}) {
  const filter = encodeURIComponent(JSON.stringify({ q, ...extra }));
  const res = await test.app.inject({
    method: 'GET',
    url: `/api/admin/comment?filter=${filter}&range=[0,99]`,
    headers: { cookie: editor },
  });
  return { status: res.statusCode, rows: res.statusCode === 200 ? res.json<Row[]>() : [], body: res.body };
}

beforeAll(async () => {
  test = await createTestApp();
  editor = await loginCookie(test.app, 'editor');
  newsId = (await test.app.inject('/api/public/news')).json<{ items: NewsCard[] }>().items[0].id;
  await test.app.orm.em.fork().nativeUpdate(News, { id: newsId }, { allowComments: true });
});
afterAll(() => test?.close());

describe('searching comments in the back office', () => {
  it('finds a reader’s new comment by its author and by a word of it, whatever keyboard typed the query', async () => {
    const posted = await test.app.inject({
      method: 'POST',
      url: `/api/public/news/${newsId}/comments`,
      remoteAddress: '10.1.0.1',
      payload: { authorName: 'کیمیا رحیمی', body: 'داور بازی دیروز پنالتی واضح را ندید' },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    const byName = await search('کیمیا');
    expect(byName.status, byName.body).toBe(200);
    expect(byName.rows.map((r) => r.authorName)).toContain('کیمیا رحیمی');
    // Arabic yeh and kaf, as an Arabic keyboard layout types them.
    const arabic = await search('پنالتي واضح');
    expect(arabic.rows.map((r) => r.body)).toContain('داور بازی دیروز پنالتی واضح را ندید');
    const pending = await search('پنالتی', { status: 'pending' });
    expect(pending.rows.length).toBeGreaterThan(0);
    expect(pending.rows.every((r) => r.status === 'pending')).toBe(true);
    expect((await search('واژه‌ای که در هیچ نظری نیست')).rows).toEqual([]);
  });

  it('finds a comment by the staff reply once it is written', async () => {
    const [comment] = (await search('کیمیا')).rows;
    const res = await test.app.inject({
      method: 'PUT',
      url: `/api/admin/comment/${comment.id}`,
      headers: { cookie: editor },
      payload: { status: 'approved', reply: 'صحنه در برنامهٔ کارشناسی داوری بررسی می‌شود' },
    });
    expect(res.statusCode).toBe(200);
    expect((await search('کارشناسی داوری')).rows.map((r) => r.id)).toEqual([comment.id]);
  });

  it('searches the demo comments, and those written before search existed once the migration has run', async () => {
    const em = test.app.orm.em.fork();
    const sample = await em.findOneOrFail(Comment, { parent: null, reply: null }, { orderBy: { id: 'asc' } });
    const before = await search(sample.authorName);
    expect(before.rows.map((r) => r.id)).toContain(sample.id);

    const migrator = test.app.orm.getMigrator();
    await migrator.down({ migrations: ['Migration20261124120000'] });
    await migrator.up({ migrations: ['Migration20261124120000'] });
    const after = await search(sample.authorName);
    expect(after.status, after.body).toBe(200);
    expect(after.rows.map((r) => r.id)).toContain(sample.id);
  });
});
