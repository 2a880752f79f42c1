import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Gallery } from '../model/gallery.entity.js';
import { News } from '../model/news.entity.js';
import { createTestApp } from '../testing/index.js';
import { flushViews, VISITOR_COOKIE } from './views.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let published: number;
let gallery: number;

beforeAll(async () => {
  // No periodic fold: each test folds when it wants to look at the counts.
  ({ app, close } = await createTestApp({ env: { VIEW_FOLD_MS: '0' } }));
  const em = app.orm.em.fork();
  published = (await em.findOneOrFail(News, { status: 'published', publishedAt: { $lte: new Date() } }, { orderBy: { id: 'asc' } })).id;
  gallery = (await em.findOneOrFail(Gallery, { status: 'published', publishedAt: { $lte: new Date() } }, { orderBy: { id: 'asc' } })).id;
});
afterAll(async () => close?.());

let address = 0;
/** A beacon as the page sends it; each reader has their own address unless told otherwise. */
const beacon = (
  path: string,
  { ip = `10.1.${Math.floor(++address / 250)}.${address % 250}`, ua = 'Mozilla/5.0 Firefox/140.0', cookie = '' } = {},
) =>
  app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) },
  });
/** The visitor cookie a beacon's answer set. */
const visitorCookie = (res: Awaited<ReturnType<typeof beacon>>) => {
  const set = res.cookies.find((c) => c.name === VISITOR_COOKIE);
  return set ? `${VISITOR_COOKIE}=${set.value}` : '';
};

const views = async (table: 'news' | 'gallery', id: number) =>
  (await app.orm.em.getConnection().execute<{ view_count: number }[]>(`select view_count from ${table} where id = ?`, [id]))[0].view_count;
const pendingRows = async () =>
  Number((await app.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from view_pending'))[0].n);

describe('view beacons', () => {
  it('stores each view before answering 204, and the fold adds them all to the article', async () => {
    await flushViews(app);
    const before = await views('news', published);
    for (let i = 0; i < 5; i++) expect((await beacon(`/api/public/news/${published}/view`)).statusCode).toBe(204);
    expect(await pendingRows()).toBe(5);
    expect(await views('news', published)).toBe(before);
    expect(await flushViews(app)).toBe(5);
    expect(await views('news', published)).toBe(before + 5);
    expect(await pendingRows()).toBe(0);
  });

  it('counts one reader once per item in 30 minutes whatever their User-Agent, and again after that', async () => {
    await flushViews(app);
    const before = await views('news', published);
    const url = `/api/public/news/${published}/view`;
    const first = await beacon(url, { ip: '10.7.7.7' });
    expect(first.statusCode).toBe(204);
    const set = first.cookies.find((c) => c.name === VISITOR_COOKIE)!;
    expect(set).toMatchObject({ path: '/api/public', httpOnly: true, sameSite: 'Lax' });
    const reader = { ip: '10.7.7.7', cookie: visitorCookie(first) };
    // A new User-Agent on every beacon is still the one reader.
    for (let i = 0; i < 4; i++) expect((await beacon(url, { ...reader, ua: `Mozilla/5.0 Bot/${i}` })).statusCode).toBe(204);
    await flushViews(app);
    expect(await views('news', published)).toBe(before + 1);

    await app.orm.em.getConnection().execute(`update view_seen set expires_at = now() - interval '1 second'`);
    expect((await beacon(url, reader)).statusCode).toBe(204);
    await flushViews(app);
    expect(await views('news', published)).toBe(before + 2);
  });

  it('counts two readers behind one address twice, and a client that drops its cookie once', async () => {
    await flushViews(app);
    const before = await views('gallery', gallery);
    const url = `/api/public/gallery/${gallery}/view`;
    const office = '10.8.8.8';
    const one = visitorCookie(await beacon(url, { ip: office, cookie: `${VISITOR_COOKIE}=${'a'.repeat(22)}` }));
    expect(one).toBe('');
    await beacon(url, { ip: office, cookie: `${VISITOR_COOKIE}=${'b'.repeat(22)}` });
    await beacon(url, { ip: office, cookie: `${VISITOR_COOKIE}=${'b'.repeat(22)}`, ua: 'another browser' });
    await flushViews(app);
    expect(await views('gallery', gallery)).toBe(before + 2);
    // Without a cookie, whatever the User-Agent: the address once.
    for (let i = 0; i < 5; i++) expect((await beacon(url, { ip: '10.9.9.9', ua: `agent ${i}` })).statusCode).toBe(204);
    await flushViews(app);
    expect(await views('gallery', gallery)).toBe(before + 3);
  });

  it('counts galleries the same way', async () => {
    await flushViews(app);
    const before = await views('gallery', gallery);
    for (let i = 0; i < 3; i++) expect((await beacon(`/api/public/gallery/${gallery}/view`)).statusCode).toBe(204);
    await flushViews(app);
    expect(await views('gallery', gallery)).toBe(before + 3);
  });

  it('answers 404 for drafts, scheduled items, unknown and malformed ids, and stores nothing for them', async () => {
    const em = app.orm.em.fork();
    const draft = await em.findOneOrFail(News, { status: 'draft' });
    const scheduled = await em.findOneOrFail(News, { status: 'published', id: { $ne: published } });
    await em.nativeUpdate(News, { id: scheduled.id }, { publishedAt: new Date(Date.now() + 86_400_000) });
    const ids = [draft.id, scheduled.id, 99_999_999, 0, -3, 'abc', '1e3', '12x', '9999999999'];
    await flushViews(app);
    for (const id of ids) {
      const res = await beacon(`/api/public/news/${id}/view`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toMatch(/منتشرشده/);
    }
    expect((await beacon('/api/public/gallery/99999999/view')).statusCode).toBe(404);
    expect(await pendingRows()).toBe(0);
    const seen = await app.orm.em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from view_seen where item_id = ${draft.id}`);
    expect(Number(seen[0].n)).toBe(0);
  });

  it('limits beacons per address: past 120 a minute they are refused with 429, not counted', async () => {
    await flushViews(app);
    const before = await views('news', published);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++)
      statuses.push(
        (
          await beacon(`/api/public/news/${published}/view`, {
            ip: '10.10.10.10',
            cookie: `${VISITOR_COOKIE}=${`reader-${i}`.padStart(22, '0')}`,
          })
        ).statusCode,
      );
    expect(statuses.filter((s) => s === 204)).toHaveLength(120);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    await flushViews(app);
    expect(await views('news', published)).toBe(before + 120);
  });
});
