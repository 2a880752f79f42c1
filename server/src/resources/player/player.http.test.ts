import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';

let t: TestApp;
const cookies: Record<'admin' | 'editor' | 'reader', string> = { admin: '', editor: '', reader: '' };
const ids: Record<string, number> = {};

type Body = { id: number; version: number; message?: string; errors?: Record<string, string> } & Record<string, unknown>;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie: string | null = cookies.editor) {
  const res = await t.app.inject({
    method,
    url: `/api/admin/${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<Body>(), range: res.headers['content-range'] };
}
const list = async (filter: object, sort = ['name', 'ASC']) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/player?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=[0,49]`,
      headers: { cookie: cookies.editor },
    })
  ).json<Body[]>();

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  for (const role of ['admin', 'editor', 'user'] as const) {
    const u = await createUser(t.app, role);
    cookies[role === 'user' ? 'reader' : role] = await login(t.app, u.email, u.password);
  }
  ids.sport = (await call('POST', 'sport', { title: 'فوتبال' })).body.id;
  ids.red = (await call('POST', 'team', { title: 'پرسپولیس', sport: ids.sport })).body.id;
  ids.blue = (await call('POST', 'team', { title: 'استقلال', sport: ids.sport })).body.id;
});
afterAll(() => t?.close());

describe('/api/admin/player', () => {
  it('creates a player with Persian text normalized, a Persian slug and every field', async () => {
    const res = await call('POST', 'player', {
      name: '  علي   كريمي ',
      birthDate: '1998-03-21',
      position: 'midfielder',
      nationality: 'ايران',
      height: '۱۸۲',
      preferredFoot: 'left',
      team: ids.red,
      shirtNumber: 8,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'علی کریمی',
      slug: 'علی-کریمی',
      birthDate: '1998-03-21',
      position: 'midfielder',
      nationality: 'ایران',
      height: 182,
      preferredFoot: 'left',
      team: ids.red,
      shirtNumber: 8,
      photo: null,
    });
    ids.ali = res.body.id;
    ids.keeper = (await call('POST', 'player', { name: 'حامد لک', position: 'goalkeeper', team: ids.red, shirtNumber: 1 })).body.id;
    ids.striker = (await call('POST', 'player', { name: 'مهدی طارمی', position: 'forward', team: ids.blue, shirtNumber: 9 })).body.id;
    ids.free = (await call('POST', 'player', { name: 'سردار آزمون' })).body.id;
    // The same name again is another person: the slug is made unique, the id stays the key.
    const namesake = await call('POST', 'player', { name: 'علی کریمی', team: ids.blue });
    expect(namesake.body.slug).not.toBe('علی-کریمی');
    ids.namesake = namesake.body.id;
  });

  it('lists filtered by team and position, searched by name, in the dialect every resource speaks', async () => {
    expect((await list({ team: ids.red })).map((p) => p.name)).toEqual(['حامد لک', 'علی کریمی']);
    expect((await list({ team: ids.red, position: 'goalkeeper' })).map((p) => p.id)).toEqual([ids.keeper]);
    expect((await list({ q: 'كريمي' })).map((p) => p.id).sort()).toEqual([ids.ali, ids.namesake].sort());
    expect((await list({ team: [ids.red, ids.blue] }, ['shirtNumber', 'DESC'])).map((p) => p.shirtNumber)).toEqual([9, 8, 1, null]);
    const res = await call('GET', `player?range=${encodeURIComponent('[0,1]')}`);
    expect(res.range).toBe('player 0-1/5');
    expect((await call('GET', `player?filter=${encodeURIComponent('{"position":"coach"}')}`)).status).toBe(400);
    expect((await call('GET', `player?filter=${encodeURIComponent('{"nickname":"x"}')}`)).status).toBe(400);
  });

  it('refuses out-of-range heights and shirt numbers, a future birth date, with Persian messages per field', async () => {
    const res = await call('POST', 'player', { name: 'بازیکن', height: 139, shirtNumber: 100, birthDate: '1990-02-30' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      height: expect.stringMatching(/کمتر از ۱۴۰/),
      shirtNumber: expect.stringMatching(/بیشتر از ۹۹/),
      birthDate: expect.stringMatching(/تاریخ معتبر نیست/),
    });
    expect((await call('POST', 'player', { name: 'بازیکن', height: 221 })).body.errors?.height).toMatch(/بیشتر از ۲۲۰/);
    expect((await call('POST', 'player', { name: 'بازیکن', shirtNumber: 0 })).body.errors?.shirtNumber).toMatch(/کمتر از ۱/);
    expect((await call('POST', 'player', { name: 'بازیکن', birthDate: '2150-01-01' })).body.errors?.birthDate).toMatch(/آینده/);
    expect((await call('POST', 'player', { name: ' ' })).body.errors?.name).toBeDefined();
  });

  it('keeps a shirt number to one player per team, naming who wears it', async () => {
    const taken = await call('POST', 'player', { name: 'وحید امیری', team: ids.red, shirtNumber: 8 });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.shirtNumber).toBe('شمارهٔ ۸ در این تیم به «علی کریمی» تعلق دارد.');
    // The same number at another club, or a player keeping his own number, is fine.
    expect((await call('POST', 'player', { name: 'وحید امیری', team: ids.blue, shirtNumber: 8 })).status).toBe(201);
    const own = await call('GET', `player/${ids.ali}`);
    expect((await call('PUT', `player/${ids.ali}`, { ...own.body, height: 180 })).status).toBe(200);
    // Moving to a club where the number is worn is refused on the same field.
    const move = await call('PUT', `player/${ids.ali}`, { team: ids.blue });
    expect(move.body.errors?.shirtNumber).toMatch(/وحید امیری/);
  });

  it('refuses a save based on an older version with 409 and the stored record', async () => {
    const stored = await call('GET', `player/${ids.keeper}`);
    expect((await call('PUT', `player/${ids.keeper}`, { height: 190, version: stored.body.version })).status).toBe(200);
    const stale = await call('PUT', `player/${ids.keeper}`, { height: 191, version: stored.body.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: ids.keeper, height: 190 } });
  });

  it('lets staff edit, only admins delete, and refuses readers and strangers', async () => {
    expect((await call('GET', 'player', undefined, cookies.reader)).status).toBe(403);
    expect((await call('POST', 'player', { name: 'کسی' }, cookies.reader)).status).toBe(403);
    expect((await call('GET', 'player', undefined, null)).status).toBe(401);
    expect((await call('DELETE', `player/${ids.free}`)).status).toBe(403);
    expect((await call('DELETE', `player/${ids.free}`, undefined, cookies.admin)).status).toBe(200);
    expect((await call('GET', `player/${ids.free}`)).status).toBe(404);
  });

  it('leaves a club’s players without a club when the club is removed', async () => {
    const club = (await call('POST', 'team', { title: 'تیم منحل', sport: ids.sport })).body.id;
    const player = (await call('POST', 'player', { name: 'بازیکن آزاد', team: club, shirtNumber: 5 })).body.id;
    expect((await call('DELETE', `team/${club}`, undefined, cookies.admin)).status).toBe(200);
    expect((await call('GET', `player/${player}`)).body).toMatchObject({ team: null, shirtNumber: 5 });
  });
});
