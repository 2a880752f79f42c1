import type { Revision, RevisionDetail } from '@meydan/shared-types/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';

let test: TestApp;
let editor: { id: number; cookie: string };
let admin: { cookie: string };

interface Stored {
  id: number;
  version: number;
  title: string;
  lead: string | null;
  tags: number[];
  status: string;
  itemCount?: number;
  cover?: number | null;
}

async function call<T = Stored>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = editor.cookie) {
  const res = await test.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as T, range: res.headers['content-range'] };
}

const history = async (kind: 'news' | 'gallery', id: number) => {
  const res = await call<Revision[]>('GET', `/${kind}/${id}/revisions?range=[0,49]`);
  expect(res.status).toBe(200);
  return res.body;
};

const sql = <T>(query: string, params: unknown[] = []) => test.app.orm.em.fork().getConnection().execute<T[]>(query, params);

async function tag(title: string): Promise<number> {
  const res = await call('POST', '/tag', { title });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** An image upload as the upload route leaves it, without its files: revisions only keep its id. */
async function image(name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into media (created_at, updated_at, kind, storage_key, original_name, mime_type, size, variants)
     values (now(), now(), 'image', ?, ?, 'image/webp', 1000, '[]') returning id`,
    [`2024/01/${name}.webp`, `${name}.png`],
  );
  return row.id;
}

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
  const e = await createUser(test.app, 'editor');
  editor = { id: e.id, cookie: await login(test.app, e.email, e.password) };
  const a = await createUser(test.app, 'admin');
  admin = { cookie: await login(test.app, a.email, a.password) };
});
afterAll(() => test?.close());

describe('revisions of a news item', () => {
  let id: number;
  let derby: number;
  let final: number;

  it('keeps the create and every save that changed something: who, when, which fields, newest first', async () => {
    derby = await tag('دربی');
    final = await tag('فینال');
    const created = await call('POST', '/news', { title: 'پرسپولیس و استقلال مساوی کردند', lead: 'دربی بدون گل', tags: [derby] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = created.body.id;

    const edited = await call('PUT', `/news/${id}`, {
      title: 'پرسپولیس و استقلال یک بر یک مساوی کردند',
      lead: 'دربی با دو گل',
      version: created.body.version,
    });
    expect(edited.status).toBe(200);
    // Nothing the editor sees changed: nothing in the history.
    const same = await call('PUT', `/news/${id}`, { title: edited.body.title, version: edited.body.version });
    expect(same.status).toBe(200);
    // A change of links alone is a save too.
    const linked = await call('PUT', `/news/${id}`, { tags: [derby, final], version: same.body.version });
    expect(linked.status).toBe(200);

    const list = await call<Revision[]>('GET', `/news/${id}/revisions?range=[0,1]`);
    expect(list.range).toBe('revision 0-1/3');
    const revisions = await history('news', id);
    expect(revisions.map((r) => [r.action, r.fields])).toEqual([
      ['update', ['tags']],
      ['update', ['title', 'lead']],
      ['create', ['title', 'lead', 'tags', 'status', 'allowComments']],
    ]);
    for (const r of revisions) expect(r).toMatchObject({ user: editor.id, actor: 'کاربر editor', restoredFrom: null });
    expect(revisions[0].createdAt >= revisions[2].createdAt).toBe(true);
  });

  it('gives one revision with the editable fields as that save left them', async () => {
    const [, , first] = await history('news', id);
    const res = await call<RevisionDetail>('GET', `/news/${id}/revisions/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body.snapshot).toMatchObject({
      title: 'پرسپولیس و استقلال مساوی کردند',
      lead: 'دربی بدون گل',
      tags: [derby],
      status: 'draft',
      publishedAt: null,
    });
    // Kept by the server, never restored: not part of what a revision keeps.
    expect(Object.keys(res.body.snapshot)).not.toEqual(expect.arrayContaining(['slug']));
    expect(Object.keys(res.body.snapshot)).not.toContain('version');
  });

  it('restores an old revision through the normal update, as a new revision, on the current version only', async () => {
    const [, , first] = await history('news', id);
    const current = (await call('GET', `/news/${id}`)).body;

    const stale = await call<{ current: Stored }>('POST', `/news/${id}/revisions/${first.id}/restore`, { version: current.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id, version: current.version });
    expect(await history('news', id)).toHaveLength(3);

    const restored = await call('POST', `/news/${id}/revisions/${first.id}/restore`, { version: current.version });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      title: 'پرسپولیس و استقلال مساوی کردند',
      lead: 'دربی بدون گل',
      tags: [derby],
      version: current.version + 1,
    });
    const [latest] = await history('news', id);
    expect(latest).toMatchObject({ action: 'restore', restoredFrom: first.id, fields: ['title', 'lead', 'tags'] });
  });

  it('leaves out what an old revision links to and was deleted since', async () => {
    const gone = await tag('حذفی');
    const current = (await call('GET', `/news/${id}`)).body;
    await call('PUT', `/news/${id}`, { tags: [gone, derby], version: current.version });
    const [withGone] = await history('news', id);
    const after = (await call('PUT', `/news/${id}`, { tags: [derby], version: current.version + 1 })).body;
    expect((await call('DELETE', `/tag/${gone}`, undefined, admin.cookie)).status).toBe(200);
    const restored = await call('POST', `/news/${id}/revisions/${withGone.id}/restore`, { version: after.version });
    expect(restored.status).toBe(200);
    expect(restored.body.tags).toEqual([derby]);
  });

  it('answers a missing item or revision and a malformed request with a Persian 4xx', async () => {
    const other = (await call('POST', '/news', { title: 'خبر دیگر' })).body;
    const [mine] = await history('news', id);
    const version = (await call('GET', `/news/${id}`)).body.version;
    const cases = [
      await call<{ message: string }>('GET', '/news/999999/revisions'),
      await call<{ message: string }>('GET', `/news/${other.id}/revisions/${mine.id}`),
      await call<{ message: string }>('POST', `/news/${other.id}/revisions/${mine.id}/restore`, { version: other.version }),
      await call<{ message: string }>('GET', `/news/${id}/revisions/abc`),
      await call<{ message: string }>('POST', `/news/${id}/revisions/${mine.id}/restore`, {}),
      await call<{ message: string }>('GET', `/news/${id}/revisions?range=[5,1]`),
    ];
    expect(cases.map((c) => c.status)).toEqual([404, 404, 404, 400, 400, 400]);
    for (const c of cases) expect(c.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await call('GET', `/news/${id}`)).body.version).toBe(version);
  });

  it('is for staff only: a reader and a visitor see no history', async () => {
    const reader = await createUser(test.app, 'user');
    const cookie = await login(test.app, reader.email, reader.password);
    expect((await call('GET', `/news/${id}/revisions`, undefined, cookie)).status).toBe(403);
    const [r] = await history('news', id);
    expect((await call('POST', `/news/${id}/revisions/${r.id}/restore`, { version: 1 }, cookie)).status).toBe(403);
    expect((await call('GET', `/news/${id}/revisions`, undefined, '')).status).toBe(401);
    expect((await call('GET', `/news/${id}/revisions`, undefined, admin.cookie)).status).toBe(200);
  });

  it('deletes the revisions with their item', async () => {
    expect(Number((await sql<{ n: string }>('select count(*) n from revision where news_id = ?', [id]))[0].n)).toBeGreaterThan(0);
    expect((await call('DELETE', `/news/${id}`)).status).toBe(200);
    expect(Number((await sql<{ n: string }>('select count(*) n from revision where news_id = ?', [id]))[0].n)).toBe(0);
  });
});

describe('revisions of a gallery', () => {
  it('counts a change of photos as a save, and a restore puts the photos of that version back', async () => {
    const [a, b, c] = [await image('a'), await image('b'), await image('c')];
    const created = await call('POST', '/gallery', { kind: 'image', title: 'عکس‌های دربی' });
    const id = created.body.id;
    const items = async (list: { media: number; caption?: string }[]) =>
      expect((await call('PUT', `/gallery/${id}/items`, { items: list })).status).toBe(200);
    await items([{ media: a, caption: 'شادی  بازیکنان' }, { media: b }]);
    await items([{ media: a, caption: 'شادی بازیکنان' }, { media: b }]);
    await items([{ media: c }]);

    const revisions = await history('gallery', id);
    // The first photos also gave the gallery its cover; the second save only tidied spaces, so changed nothing.
    expect(revisions.map((r) => [r.action, r.fields])).toEqual([
      ['update', ['items']],
      ['update', ['cover', 'items']],
      ['create', ['title', 'status']],
    ]);
    const withTwo = (await call<RevisionDetail>('GET', `/gallery/${id}/revisions/${revisions[1].id}`)).body;
    expect(withTwo.snapshot.items).toEqual([
      { media: a, caption: 'شادی بازیکنان' },
      { media: b, caption: null },
    ]);

    const current = (await call('GET', `/gallery/${id}`)).body;
    const restored = await call('POST', `/gallery/${id}/revisions/${revisions[1].id}/restore`, { version: current.version });
    expect(restored.status).toBe(200);
    expect(restored.body.itemCount).toBe(2);
    const stored = (await call<{ media: number; caption: string | null }[]>('GET', `/gallery/${id}/items`)).body;
    expect(stored.map((i) => [i.media, i.caption])).toEqual([
      [a, 'شادی بازیکنان'],
      [b, null],
    ]);
    expect((await history('gallery', id))[0]).toMatchObject({ action: 'restore', fields: ['items'], restoredFrom: revisions[1].id });

    expect((await call('DELETE', `/gallery/${id}`)).status).toBe(200);
    expect(await sql('select id from revision where gallery_id = ?', [id])).toEqual([]);
  });
});
