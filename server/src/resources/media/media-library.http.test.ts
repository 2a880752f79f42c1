import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestServer, type TestApp } from '../../testing/index.js';

interface MediaRecord {
  id: number;
  url: string;
  alt: string | null;
  kind: string;
  createdAt: string;
  variants: { url: string; width: number }[];
  usedBy: { resource: string; id: number; title: string; field: string; kind: string | null }[];
}

let server: TestApp & { url: string };
let cookie: string;

const png = (seed: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: seed % 255, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function upload(alt: string): Promise<MediaRecord> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(await png(alt.length * 7))], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  expect(res.status).toBe(201);
  return (await res.json()) as MediaRecord;
}

const api = (method: string, url: string, payload?: object) =>
  server.app.inject({ method: method as 'GET', url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const list = async (filter: object, range = [0, 99]) => {
  const res = await api('GET', `/media?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MediaRecord[];
};
const one = async (id: number) => (await api('GET', `/media/${id}`)).json() as MediaRecord;
const sql = <T>(query: string, params: unknown[] = []) => server.app.orm.em.fork().getConnection().execute<T[]>(query, params);

beforeAll(async () => {
  server = await startTestServer();
  cookie = await loginCookie(server.app, 'editor');
}, 120_000);
afterAll(() => server?.close());

describe('media library', () => {
  it('finds uploads by alt text, kind and upload date', async () => {
    const media = await upload('دروازه‌بان در حال مهار پنالتی');
    expect(media.usedBy).toEqual([]);
    expect((await list({ q: 'مهار پنالتی' })).map((m) => m.id)).toContain(media.id);
    expect((await list({ q: 'مهار پنالتی', kind: 'video' })).map((m) => m.id)).not.toContain(media.id);
    const day = media.createdAt.slice(0, 10);
    expect((await list({ q: 'مهار پنالتی', createdAt_gte: day })).map((m) => m.id)).toContain(media.id);
    expect((await list({ q: 'مهار پنالتی', createdAt_lte: '2020-01-01' })).map((m) => m.id)).not.toContain(media.id);
    expect((await api('GET', `/media?filter=${encodeURIComponent('{"unused":"maybe"}')}`)).statusCode).toBe(400);
  });

  it('says where each upload is used: a news cover and body, a gallery, a team logo', async () => {
    const media = await upload('تصویر آزمایشی برای کاربردها');
    expect((await list({ unused: true })).map((m) => m.id)).toContain(media.id);

    const news = (
      await api('POST', '/news', {
        title: 'خبری که از یک تصویر دو بار استفاده می‌کند',
        cover: media.id,
        body: `<p>متن</p><img src="${media.variants[0].url}" alt="">`,
      })
    ).json() as { id: number };
    const gallery = (await api('POST', '/gallery', { kind: 'image', title: 'گالری کاربرد تصویر' })).json() as { id: number };
    expect(
      (await api('PUT', `/gallery/${gallery.id}/items`, { items: [{ media: media.id }, { media: media.id, caption: 'دوباره' }] }))
        .statusCode,
    ).toBe(200);
    const [team] = await sql<{ id: number; title: string }>('select id, title from team order by id limit 1');
    expect((await api('PUT', `/team/${team.id}`, { logo: media.id })).statusCode).toBe(200);

    const used = await one(media.id);
    expect(used.usedBy).toEqual(
      expect.arrayContaining([
        { resource: 'news', id: news.id, title: 'خبری که از یک تصویر دو بار استفاده می‌کند', field: 'cover', kind: null },
        { resource: 'news', id: news.id, title: 'خبری که از یک تصویر دو بار استفاده می‌کند', field: 'body', kind: null },
        { resource: 'gallery', id: gallery.id, title: 'گالری کاربرد تصویر', field: 'items', kind: 'image' },
        // A gallery without a cover takes its first photo's.
        { resource: 'gallery', id: gallery.id, title: 'گالری کاربرد تصویر', field: 'cover', kind: 'image' },
        { resource: 'team', id: team.id, title: team.title, field: 'logo', kind: null },
      ]),
    );
    expect(used.usedBy).toHaveLength(5);
    const unused = (await list({ unused: true })).map((m) => m.id);
    expect(unused).not.toContain(media.id);
    expect((await list({ unused: false })).map((m) => m.id)).toContain(media.id);
  });

  it('counts every foreign key to media in the schema as a use', async () => {
    const fks = await sql<{ table_name: string; column_name: string }>(`
      select kcu.table_name, kcu.column_name from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'media' order by 1, 2`);
    expect(fks.length).toBeGreaterThanOrEqual(10);
    for (const { table_name: table, column_name: column } of fks) {
      const media = await upload(`کاربرد در ${table}.${column}`);
      const [row] = await sql<{ id: number }>(`select id from "${table}" order by id limit 1`);
      expect(row, `${table} has a row in the demo`).toBeDefined();
      await sql(`update "${table}" set "${column}" = ? where id = ?`, [media.id, row.id]);
      expect((await one(media.id)).usedBy.length, `${table}.${column}`).toBeGreaterThan(0);
      expect((await list({ unused: true, q: `کاربرد در ${table}.${column}` })).length, `${table}.${column}`).toBe(0);
    }
  });

  it('edits alt text', async () => {
    const media = await upload('متن جایگزین نخست');
    const res = await api('PUT', `/media/${media.id}`, { alt: 'متن جایگزین ويرايش‌شده' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await one(media.id)).alt).toBe('متن جایگزین ویرایش‌شده');
    expect((await list({ q: 'ویرایش‌شده' })).map((m) => m.id)).toContain(media.id);
  });

  it('refuses to delete an upload in use, naming where, and deletes it once it is not', async () => {
    const media = await upload('تصویر شاخص خبری که حذفش ممنوع است');
    const title = 'خبری با تصویری که نباید حذف شود';
    const news = (await api('POST', '/news', { title, cover: media.id })).json() as { id: number };

    const refused = await api('DELETE', `/media/${media.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`خبر «${title}»`);
    expect((await api('GET', `/media/${media.id}`)).statusCode).toBe(200);
    expect((await fetch(`${server.url}${media.url}`)).status).toBe(200);

    expect((await api('PUT', `/news/${news.id}`, { cover: null })).statusCode).toBe(200);
    const deleted = await api('DELETE', `/media/${media.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api('GET', `/media/${media.id}`)).statusCode).toBe(404);
    expect((await fetch(`${server.url}${media.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${media.variants[0].url}`)).status).toBe(404);
  });

  it('refuses to delete an upload named only in a news body', async () => {
    const media = await upload('تصویر داخل متن خبر');
    await api('POST', '/news', { title: 'خبری با تصویر در متن', body: `<p>الف</p><p><img src="${media.variants[0].url}" alt="x"></p>` });
    const refused = await api('DELETE', `/media/${media.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('خبر «خبری با تصویر در متن»');
  });
});
