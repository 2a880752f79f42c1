import type { GameLineup, PagePayload, TeamSheetInput } from '@meydan/shared-types/schemas';
import { publicPaths } from '@meydan/shared-types/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';
import { adminCaller, createSquadGame, type Call, type SquadGame } from '../../testing/squad-game.js';

let t: TestApp;
let call: Call;
let g: SquadGame;
const cookies: Record<'admin' | 'reader', string> = { admin: '', reader: '' };

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const editor = await createUser(t.app, 'editor');
  const reader = await createUser(t.app, 'user');
  const admin = await createUser(t.app, 'admin');
  call = adminCaller(t.app, await login(t.app, editor.email, editor.password));
  cookies.reader = await login(t.app, reader.email, reader.password);
  cookies.admin = await login(t.app, admin.email, admin.password);
  g = await createSquadGame(call);
});
afterAll(() => t?.close());

const url = () => `game/${g.gameId}/lineup`;
const byId = (ids: number[]) => ids.map((id) => ({ player: { id } }));
/** The home side's first eleven by id, in shirt order, and its last four on the bench. */
const homeSheet = (patch: Partial<TeamSheetInput> = {}): TeamSheetInput => ({
  formation: '۴-۳-۳',
  coach: ' يحيی گل‌محمدی ',
  starters: byId(g.squads.home.slice(0, 11)),
  bench: byId(g.squads.home.slice(11)),
  ...patch,
});
/** The visitors named by hand, as for a club whose squad is not in the database. */
const awaySheet = (): TeamSheetInput => ({
  formation: '4-2-3-1',
  starters: Array.from({ length: 11 }, (_, i) => ({ player: { name: `مهمان ${i + 1}` }, shirtNumber: i + 1 })),
  bench: [{ player: { name: 'ذخیره مهمان' }, shirtNumber: 30, position: 'forward' }],
});
const current = async () => (await call('GET', url())).body as unknown as GameLineup;
const save = async (body: object) => call('PUT', url(), body);

describe('GET|PUT /api/admin/game/:id/lineup', () => {
  it('starts with no sheet on either side', async () => {
    const lineup = await current();
    expect(lineup).toMatchObject({ id: g.gameId, shape: { starters: 11, hasGoalkeeper: true }, home: null, away: null });
    expect(lineup.version).toBeGreaterThan(0);
  });

  it('saves both sheets: squad players named and numbered by their records, starters placed by the formation', async () => {
    const before = await current();
    const res = await save({ version: before.version, home: homeSheet(), away: awaySheet() });
    expect(res.status).toBe(200);
    const lineup = res.body as unknown as GameLineup;
    expect(lineup.version).toBe(before.version + 1);
    expect(lineup.home).toMatchObject({ formation: '4-3-3', coach: 'یحیی گل‌محمدی' });
    expect(lineup.home!.starters[0]).toEqual({ player: { id: g.squads.home[0], name: 'علی سرخ' }, shirtNumber: 1, position: 'goalkeeper' });
    expect(lineup.home!.starters.map((s) => s.position)).toEqual([
      'goalkeeper',
      ...Array(4).fill('defender'),
      ...Array(3).fill('midfielder'),
      ...Array(3).fill('forward'),
    ]);
    // On the bench a player keeps his own position.
    expect(lineup.home!.bench.map((b) => [b.shirtNumber, b.position])).toEqual([
      [12, 'forward'],
      [13, 'forward'],
      [14, 'forward'],
      [15, 'forward'],
    ]);
    expect(lineup.away!.starters[10]).toEqual({ player: { name: 'مهمان 11' }, shirtNumber: 11, position: 'forward' });
    expect(lineup.away!.bench).toEqual([{ player: { name: 'ذخیره مهمان' }, shirtNumber: 30, position: 'forward' }]);
    expect(await current()).toEqual(lineup);
  });

  it('refuses a formation that is not one or does not add up to ten, and a sheet without exactly eleven', async () => {
    const { version } = await current();
    const res = await save({
      version,
      home: homeSheet({ formation: '4-4-3' }),
      away: { ...awaySheet(), formation: 'چهار-سه-سه', starters: awaySheet().starters.slice(0, 10) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'home.formation': 'جمع خطوط آرایش باید ۱۰ باشد (بی دروازه‌بان)؛ این آرایش ۱۱ است.',
      'away.formation': expect.stringMatching(/به شکل ۴-۳-۳/),
      'away.starters': 'ترکیب اصلی باید دقیقاً ۱۱ بازیکن داشته باشد؛ اکنون ۱۰ بازیکن است.',
    });
    const twelve = await save({ version, home: homeSheet({ starters: byId(g.squads.home.slice(0, 12)), bench: [] }), away: null });
    expect(twelve.body.errors).toEqual({ 'home.starters': expect.stringMatching(/اکنون ۱۲ بازیکن/) });
  });

  it('takes players only from that team’s squad, once each, with one shirt per number', async () => {
    const { version } = await current();
    const starters = byId(g.squads.home.slice(0, 11));
    starters[3] = { player: { id: g.squads.away[3] } };
    starters[4] = { player: { id: g.squads.outsider[4] } };
    starters[5] = { player: { id: g.squads.home[0] } };
    const bench = [{ player: {} }, { player: { name: 'بازیکن آزمایشی' }, shirtNumber: 7 }];
    const res = await save({ version, home: homeSheet({ starters, bench }), away: null });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'home.starters.3.player': 'این بازیکن در فهرست بازیکنان پرسپولیس نیست.',
      'home.starters.4.player': 'این بازیکن در فهرست بازیکنان پرسپولیس نیست.',
      'home.starters.5.player': 'این بازیکن بیش از یک بار در این ترکیب آمده است.',
      'home.starters.5.shirtNumber': 'شمارهٔ ۱ بیش از یک بار در این ترکیب آمده است.',
      'home.bench.0.player': 'بازیکن را از فهرست تیم انتخاب کنید یا نامش را بنویسید.',
      'home.bench.1.shirtNumber': 'شمارهٔ ۷ بیش از یک بار در این ترکیب آمده است.',
    });
    // Nothing of a refused save is kept.
    expect((await current()).home!.starters[3].player.id).toBe(g.squads.home[3]);
  });

  it('refuses a save based on an older version with 409 and the stored sheets', async () => {
    const stored = await current();
    const stale = await save({ version: stored.version - 1, home: null, away: null });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: g.gameId, version: stored.version, home: { formation: '4-3-3' } } });
    // A result saved meanwhile is a change of the same game: a sheet based on the version before it is stale too.
    const result = await call('GET', `game/${g.gameId}/result`);
    await call('PUT', `game/${g.gameId}/result`, { ...result.body, status: 'live', homeScore: 0, awayScore: 0 });
    expect((await save({ version: stored.version, home: null, away: null })).status).toBe(409);
  });

  it('lets staff in and keeps readers and strangers out', async () => {
    expect((await call('GET', url(), undefined, cookies.reader)).status).toBe(403);
    expect((await call('PUT', url(), { home: null, away: null }, cookies.reader)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/${url()}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', `game/999999/lineup`)).status).toBe(404);
  });

  it('logs the save, keeps the sheets in the game’s revisions and restores them', async () => {
    const before = await current();
    const cleared = await save({ version: before.version, home: homeSheet({ formation: '3-5-2' }), away: null });
    expect(cleared.status).toBe(200);
    const revisions = (await call('GET', `game/${g.gameId}/revisions`)).body as unknown as { id: number; fields: string[] }[];
    expect(revisions[0].fields).toEqual(['lineups']);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'game', recordId: g.gameId }))}`,
      headers: { cookie: cookies.admin },
    });
    expect(audit.json<{ fields: string[] }[]>()[0].fields).toEqual(['lineup']);
    // The revision before this save had both sides; restoring it brings the visitors' sheet back.
    const restored = await call('POST', `game/${g.gameId}/revisions/${revisions[1].id}/restore`, { version: (await current()).version });
    expect(restored.status).toBe(200);
    const lineup = await current();
    expect(lineup.home!.formation).toBe('4-3-3');
    expect(lineup.away!.starters).toHaveLength(11);
  });

  it('shows the sheets on the public game page, and a new save is seen at once', async () => {
    // A wrong slug redirects to the canonical page, which is the one to read.
    const moved = await t.app.inject({ method: 'GET', url: publicPaths.game(g.gameId, 'x') });
    expect(moved.statusCode).toBe(301);
    const path = String(moved.headers.location);
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: publicPaths.payload(path, 'test') });
      const p = res.json<PagePayload>();
      if (p.kind !== 'page' || p.page !== 'game') throw new Error(`no game page at ${path}: ${res.statusCode}`);
      return p.data.game.lineups;
    };
    expect((await read()).home?.formation).toBe('4-3-3');
    await save({ version: (await current()).version, home: homeSheet({ formation: '5-3-2' }), away: null });
    const after = await read();
    expect(after.home?.formation).toBe('5-3-2');
    expect(after.home?.starters[0].player).toEqual({ id: g.squads.home[0], name: 'علی سرخ' });
    expect(after.away).toBeNull();
  });
});

describe('line-ups of sports that field fewer than eleven', () => {
  /** A game of a new sport, its home side's first `n` by id in shirt order. */
  const sportGame = async (sport: object) => {
    const game = await createSquadGame(call, 8, sport);
    const at = `game/${game.gameId}/lineup`;
    const first = (n: number) => byId(game.squads.home.slice(0, n));
    const version = async () => ((await call('GET', at)).body as unknown as GameLineup).version;
    return { game, at, first, version };
  };

  it('saves a futsal five behind a goalkeeper, refuses eleven, and names five and four in Persian', async () => {
    const futsal = await sportGame({ title: 'فوتسال', starters: 5 });
    expect((await call('GET', futsal.at)).body).toMatchObject({ shape: { starters: 5, hasGoalkeeper: true } });

    const eleven = await call('PUT', futsal.at, {
      version: await futsal.version(),
      home: { formation: '4-3-3', starters: byId([...futsal.game.squads.home, ...futsal.game.squads.away.slice(0, 3)]) },
      away: null,
    });
    expect(eleven.status).toBe(400);
    expect(eleven.body.errors).toMatchObject({
      'home.formation': 'جمع خطوط آرایش باید ۴ باشد (بی دروازه‌بان)؛ این آرایش ۱۰ است.',
      'home.starters': 'ترکیب اصلی باید دقیقاً ۵ بازیکن داشته باشد؛ اکنون ۱۱ بازیکن است.',
    });
    const notLines = await call('PUT', futsal.at, {
      version: await futsal.version(),
      home: { formation: 'لوزی', starters: futsal.first(5) },
      away: null,
    });
    expect(notLines.body.errors).toEqual({ 'home.formation': expect.stringMatching(/^آرایش را به شکل ۲-۲ بنویسید/) });

    const res = await call('PUT', futsal.at, {
      version: await futsal.version(),
      home: { formation: '۱-۲-۱', starters: futsal.first(5), bench: byId(futsal.game.squads.home.slice(5)) },
      away: null,
    });
    expect(res.status).toBe(200);
    const saved = res.body as unknown as GameLineup;
    expect(saved.home!.formation).toBe('1-2-1');
    expect(saved.home!.starters.map((e) => e.position)).toEqual(['goalkeeper', 'defender', 'midfielder', 'midfielder', 'forward']);
    expect(saved.home!.bench).toHaveLength(3);
  });

  it('saves a volleyball six with or without a formation note, each in their own position', async () => {
    const volleyball = await sportGame({ title: 'والیبال', starters: 6, hasGoalkeeper: false });
    const five = await call('PUT', volleyball.at, {
      version: await volleyball.version(),
      home: { formation: '', starters: volleyball.first(5) },
      away: null,
    });
    expect(five.body.errors).toEqual({ 'home.starters': 'ترکیب اصلی باید دقیقاً ۶ بازیکن داشته باشد؛ اکنون ۵ بازیکن است.' });

    const res = await call('PUT', volleyball.at, {
      version: await volleyball.version(),
      home: { formation: '', starters: volleyball.first(6) },
      away: { formation: ' ۵-۱ ', starters: byId(volleyball.game.squads.away.slice(0, 6)) },
    });
    expect(res.status).toBe(200);
    const saved = res.body as unknown as GameLineup;
    expect(saved.home).toMatchObject({ formation: '' });
    expect(saved.away).toMatchObject({ formation: '۵-۱' });
    // No place comes from a formation: each keeps the position their own record gives.
    expect(saved.home!.starters.map((e) => e.position)).toEqual([
      'goalkeeper',
      'defender',
      'defender',
      'defender',
      'defender',
      'midfielder',
    ]);
  });

  it('keeps football at eleven when another sport fields five', async () => {
    const { version } = await current();
    const five = await save({ version, home: homeSheet({ formation: '2-2', starters: byId(g.squads.home.slice(0, 5)) }), away: null });
    expect(five.status).toBe(400);
    expect(five.body.errors).toEqual({
      'home.formation': 'جمع خطوط آرایش باید ۱۰ باشد (بی دروازه‌بان)؛ این آرایش ۴ است.',
      'home.starters': 'ترکیب اصلی باید دقیقاً ۱۱ بازیکن داشته باشد؛ اکنون ۵ بازیکن است.',
    });
  });
});
