import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

let test: TestApp;
let admin: string;

type Body = Record<string, unknown> & { message?: string; current?: Record<string, unknown> };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await test.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json<Body>() };
}
const list = async (url: string) => (await call('GET', url)).body as unknown as Body[];
const q = (value: object) => encodeURIComponent(JSON.stringify(value));
const auditOf = (resource: string, id: number) => list(`audit?filter=${q({ resource, recordId: id })}&range=[0,49]`);

const goal = (player: string, minute: number) => ({ minute, side: 'home', type: 'goal', player });

async function finishedGame(): Promise<{ id: number; version: number }> {
  const [game] = await list(`game?filter=${q({ status: 'finished' })}&range=[0,0]`);
  return { id: game.id as number, version: game.version as number };
}

async function uploadImage(): Promise<number> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const req = new Request('http://localhost/api/admin/media', { method: 'POST', body: form });
  const res = await test.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { cookie: admin, 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  test = await createTestApp();
  admin = await loginCookie(test.app, 'admin');
});
afterAll(() => test?.close());

describe('the unit of work of a write', () => {
  it('keeps a revision and a log entry of a game result, and restores the result of an older revision', async () => {
    const game = await finishedGame();
    const first = await call('PUT', `game/${game.id}/result`, {
      status: 'finished',
      homeScore: 1,
      awayScore: 0,
      events: [goal('مهدی طارمی', 12)],
      version: game.version,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(game.version + 1);

    const revisions = await list(`game/${game.id}/revisions`);
    expect(revisions[0]).toMatchObject({ action: 'update' });
    expect(revisions[0].fields).toEqual(expect.arrayContaining(['homeScore', 'events']));
    const kept = (await call('GET', `game/${game.id}/revisions/${revisions[0].id}`)).body;
    expect(kept.snapshot).toMatchObject({ homeScore: 1, awayScore: 0, events: [expect.objectContaining({ player: 'مهدی طارمی' })] });
    expect((await auditOf('game', game.id))[0]).toMatchObject({ action: 'update', fields: ['result'] });

    const second = await call('PUT', `game/${game.id}/result`, {
      status: 'finished',
      homeScore: 1,
      awayScore: 1,
      events: [goal('مهدی طارمی', 12), { ...goal('علی علیپور', 80), side: 'away' }],
      version: first.body.version,
    });
    expect(second.status).toBe(200);

    // The restore is a save of the game like any other: its events come back, with a revision and a log entry.
    const restored = await call('POST', `game/${game.id}/revisions/${revisions[0].id}/restore`, { version: second.body.version });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const result = (await call('GET', `game/${game.id}/result`)).body;
    expect(result).toMatchObject({ homeScore: 1, awayScore: 0, version: (second.body.version as number) + 1 });
    expect((result.events as Body[]).map((e) => e.player)).toEqual(['مهدی طارمی']);
    expect((await list(`game/${game.id}/revisions`))[0]).toMatchObject({ action: 'restore', restoredFrom: revisions[0].id });
    expect((await auditOf('game', game.id))[0]).toMatchObject({ action: 'update' });
  });

  it('refuses a stale version with 409 and the stored record on every write path, writing nothing', async () => {
    const game = await finishedGame();
    const saved = await call('PUT', `game/${game.id}/result`, {
      status: 'finished',
      homeScore: 3,
      awayScore: 2,
      events: [],
      version: game.version,
    });
    const stale = await call('PUT', `game/${game.id}/result`, {
      status: 'finished',
      homeScore: 0,
      awayScore: 0,
      events: [],
      version: game.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/کس دیگری تغییر/);
    expect(stale.body.current).toMatchObject({ homeScore: 3, awayScore: 2, version: saved.body.version });

    const gameRecord = (await call('GET', `game/${game.id}`)).body;
    expect((await call('PUT', `game/${game.id}`, { ...gameRecord, referee: 'داور', version: game.version })).status).toBe(409);

    const [gallery] = await list(`gallery?filter=${q({ kind: 'image' })}&range=[0,0]`);
    const photo = await uploadImage();
    const items = await call('PUT', `gallery/${gallery.id}/items`, { items: [{ media: photo }], version: gallery.version });
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    const staleItems = await call('PUT', `gallery/${gallery.id}/items`, { items: [], version: gallery.version });
    expect(staleItems.status).toBe(409);
    expect(staleItems.body.current).toMatchObject({ id: gallery.id, itemCount: 1 });
    expect((await call('GET', `gallery/${gallery.id}/items`)).body).toEqual([expect.objectContaining({ media: photo })]);

    const news = (await call('POST', 'news', { title: 'خبر تازهٔ لیگ' })).body;
    const [revision] = await list(`news/${news.id}/revisions?range=[0,0]`);
    await call('PUT', `news/${news.id}`, { lead: 'خلاصهٔ تازه', version: news.version });
    const staleRestore = await call('POST', `news/${news.id}/revisions/${revision.id}/restore`, { version: news.version });
    expect(staleRestore.status).toBe(409);
    expect(staleRestore.body.current).toMatchObject({ lead: 'خلاصهٔ تازه', version: (news.version as number) + 1 });
  });
});
