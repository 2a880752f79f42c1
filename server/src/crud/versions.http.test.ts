import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

let test: TestApp;
let admin: string;

type Body = Record<string, unknown> & { message?: string; current?: Record<string, unknown> };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await test.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body>() };
}

beforeAll(async () => {
  test = await createTestApp({ seeded: false });
  const a = await createUser(test.app, 'admin');
  admin = await login(test.app, a.email, a.password);
});
afterAll(() => test?.close());

describe('record versions', () => {
  it('start at 1 and rise with each saved change, not with a save that changes nothing', async () => {
    const created = await call('POST', 'tag', { title: 'دربی' });
    expect(created.body.version).toBe(1);
    const id = created.body.id as number;
    const edited = await call('PUT', `tag/${id}`, { title: 'دربی تهران', version: 1 });
    expect(edited).toMatchObject({ status: 200, body: { title: 'دربی تهران', version: 2 } });
    const same = await call('PUT', `tag/${id}`, { title: 'دربی تهران', version: 2 });
    expect(same.body.version).toBe(2);
  });

  it('refuse a save based on an older version with 409, the stored record and nothing written', async () => {
    const sport = (await call('POST', 'sport', { title: 'کشتی' })).body;
    const first = await call('PUT', `sport/${sport.id}`, { ...sport, title: 'کشتی آزاد' });
    expect(first.body.version).toBe(2);

    const stale = await call('PUT', `sport/${sport.id}`, { ...sport, title: 'کشتی فرنگی', sortOrder: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/کس دیگری تغییر/);
    // `current` is the record as the admin reads it, so the form can be reset to it field by field.
    expect(stale.body.current).toEqual((await call('GET', `sport/${sport.id}`)).body);
    expect(stale.body.current).toMatchObject({ title: 'کشتی آزاد', version: 2, sortOrder: 0 });

    // Sent again on the version it was shown, the editor's own save goes through.
    const kept = await call('PUT', `sport/${sport.id}`, { ...stale.body.current, title: 'کشتی فرنگی', version: 2 });
    expect(kept).toMatchObject({ status: 200, body: { title: 'کشتی فرنگی', version: 3 } });
  });

  it('let exactly one of two saves from the same version through when they arrive together', async () => {
    const tag = (await call('POST', 'tag', { title: 'لیگ قهرمانان' })).body;
    const [a, b] = await Promise.all([
      call('PUT', `tag/${tag.id}`, { title: 'لیگ قهرمانان آسیا', version: 1 }),
      call('PUT', `tag/${tag.id}`, { title: 'لیگ قهرمانان اروپا', version: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    const loser = a.status === 200 ? b : a;
    expect(loser.body.current).toMatchObject({ title: winner.body.title, version: 2 });
  });

  it('rise when only a list of links changes, and for a season a rule unmarked', async () => {
    const sport = (await call('POST', 'sport', { title: 'هندبال' })).body.id;
    const tag = (await call('POST', 'tag', { title: 'جام جهانی' })).body.id;
    const news = (await call('POST', 'news', { title: 'خبر هندبال', sport })).body;
    const tagged = await call('PUT', `news/${news.id}`, { tags: [tag], version: news.version });
    expect(tagged.body).toMatchObject({ tags: [tag], version: (news.version as number) + 1 });

    const league = (await call('POST', 'league', { title: 'لیگ هندبال', sport })).body.id;
    const old = (await call('POST', 'season', { league, title: '۱۴۰۳', isCurrent: true })).body;
    await call('POST', 'season', { league, title: '۱۴۰۴', isCurrent: true });
    // The other season changed (no longer current), so a form still showing it as current is out of date.
    expect((await call('GET', `season/${old.id}`)).body).toMatchObject({ isCurrent: false, version: 2 });
    expect((await call('PUT', `season/${old.id}`, { ...old })).status).toBe(409);
  });
});
