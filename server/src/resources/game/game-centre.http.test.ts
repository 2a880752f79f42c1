import type { CommentaryEntry, GameCentre, GameStats, PagePayload } from '@meydan/shared-types/schemas';
import { LIMITS, TEXT_MAX } from '@meydan/shared-types/constants';
import { publicPaths } from '@meydan/shared-types/public';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';
import { adminCaller, createSquadGame, type Call, type SquadGame } from '../../testing/squad-game.js';

let t: TestApp & { url: string };
let call: Call;
let g: SquadGame;
const cookies: Record<'editor' | 'reader' | 'admin', string> = { editor: '', reader: '', admin: '' };

beforeAll(async () => {
  t = await startTestServer({ seeded: false });
  const editor = await createUser(t.app, 'editor');
  const reader = await createUser(t.app, 'user');
  const admin = await createUser(t.app, 'admin');
  cookies.editor = await login(t.app, editor.email, editor.password);
  cookies.reader = await login(t.app, reader.email, reader.password);
  cookies.admin = await login(t.app, admin.email, admin.password);
  call = adminCaller(t.app, cookies.editor);
  g = await createSquadGame(call, 11);
}, 120_000);
afterAll(() => t?.close());

const commentary = () => `game/${g.gameId}/commentary`;
const list = async () => (await call('GET', commentary())).body as unknown as CommentaryEntry[];
const remove = (entryId: number, cookie = cookies.editor) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/${commentary()}/${entryId}`, headers: { cookie } });
const gameVersion = async () => (await call('GET', `game/${g.gameId}/result`)).body.version;
const auditFields = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'game', recordId: g.gameId }))}`,
    headers: { cookie: cookies.admin },
  });
  return res.json<{ fields: string[] }[]>().map((a) => a.fields);
};
const revisions = async () => (await call('GET', `game/${g.gameId}/revisions`)).body as unknown as { id: number; fields: string[] }[];
const centre = async (id: number | string = g.gameId) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/games/${id}/centre` });
  return { status: res.statusCode, body: res.json<GameCentre & { message?: string }>(), headers: res.headers };
};

async function uploadImage(): Promise<number> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('alt', 'شادی گل');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'goal.png');
  const res = await fetch(`${t.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie: cookies.editor } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('live commentary: GET|POST /api/admin/game/:id/commentary, PUT|DELETE …/:entryId', () => {
  it('adds entries newest first, each its own save of the game, and lets two editors write side by side', async () => {
    expect(await list()).toEqual([]);
    const v0 = await gameVersion();
    const first = await call('POST', commentary(), { minute: '۱۲', kind: 'note', text: '  بازی با فشار میزبان آغاز شد  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      minute: 12,
      extraMinute: null,
      kind: 'note',
      text: 'بازی با فشار میزبان آغاز شد',
      version: 1,
      media: null,
    });
    // Two staff writing at the same moment: neither is refused, both entries are kept.
    const [a, b] = await Promise.all([
      call('POST', commentary(), { minute: 45, extraMinute: '۲', kind: 'key', text: 'گل! پرسپولیس پیش افتاد' }),
      call('POST', commentary(), { minute: 45, kind: 'note', text: 'داور وقت اضافه را اعلام کرد' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const entries = await list();
    expect(entries.map((e) => [e.minute, e.extraMinute, e.text])).toEqual([
      [45, 2, 'گل! پرسپولیس پیش افتاد'],
      [45, null, 'داور وقت اضافه را اعلام کرد'],
      [12, null, 'بازی با فشار میزبان آغاز شد'],
    ]);
    expect(await gameVersion()).toBe(v0 + 3);
    expect((await auditFields()).slice(0, 3)).toEqual([['commentary'], ['commentary'], ['commentary']]);
    expect((await revisions())[0].fields).toEqual(['commentary']);
  });

  it('refuses what a reader could not read, in Persian, field by field', async () => {
    const long = 'ب'.repeat(TEXT_MAX.commentary + 1);
    const bad = async (body: object) => call('POST', commentary(), body);
    const tooLate = await bad({ minute: 151, kind: 'note', text: 'x' });
    expect(tooLate.status).toBe(400);
    expect(JSON.stringify(tooLate.body)).toMatch(/[\u0600-\u06FF]/);
    expect((await bad({ minute: 10, extraMinute: 31, kind: 'note', text: 'x' })).status).toBe(400);
    expect((await bad({ minute: -1, kind: 'note', text: 'x' })).status).toBe(400);
    expect((await bad({ minute: 10, kind: 'goal', text: 'x' })).status).toBe(400);
    expect((await bad({ minute: 10, kind: 'note', text: long })).status).toBe(400);
    const blank = await bad({ minute: 10, kind: 'note', text: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ text: 'متن یادداشت را بنویسید.' });
    const noMedia = await bad({ minute: 10, kind: 'note', text: 'عکس', media: 999999 });
    expect(noMedia.body.errors).toEqual({ media: expect.stringMatching(/کتابخانهٔ رسانه/) });
    expect((await call('POST', 'game/999999/commentary', { minute: 1, kind: 'note', text: 'x' })).status).toBe(404);
    expect((await list()).length).toBe(3);
  });

  it('edits an entry by its own version: a stale one gets 409 with the entry as stored', async () => {
    const [entry] = await list();
    const edited = await call('PUT', `${commentary()}/${entry.id}`, { ...entry, text: 'گل! علی سرخ با ضربهٔ سر' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: entry.id, version: entry.version + 1, text: 'گل! علی سرخ با ضربهٔ سر' });
    const stale = await call('PUT', `${commentary()}/${entry.id}`, { ...entry, text: 'نسخهٔ قدیمی' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: expect.any(String), current: { id: entry.id, text: 'گل! علی سرخ با ضربهٔ سر' } });
    // Another entry saved meanwhile does not make this one stale.
    await call('POST', commentary(), { minute: 50, kind: 'note', text: 'نیمهٔ دوم' });
    const again = await call('PUT', `${commentary()}/${entry.id}`, { ...(edited.body as object), minute: '۴۶' });
    expect(again.status).toBe(200);
    expect(again.body.minute).toBe(46);
    expect((await call('PUT', `${commentary()}/999999`, { minute: 1, kind: 'note', text: 'x' })).status).toBe(404);
    // An edit without the version it was based on could replace someone else's: refused.
    const blind = await call('PUT', `${commentary()}/${entry.id}`, { minute: 46, kind: 'note', text: 'بی نسخه' });
    expect(blind.status).toBe(400);
    expect(blind.body.errors).toEqual({ version: expect.stringMatching(/نسخهٔ یادداشتی/) });
  });

  it('removes an entry once: a second removal is 404', async () => {
    const [latest] = await list();
    expect((await remove(latest.id)).statusCode).toBe(204);
    expect((await list()).map((e) => e.id)).not.toContain(latest.id);
    expect((await remove(latest.id)).statusCode).toBe(404);
    expect((await call('PUT', `${commentary()}/${latest.id}`, { minute: 1, kind: 'note', text: 'x' })).status).toBe(404);
  });

  it('shows an image from the media library beside an entry, and the library knows where it is used', async () => {
    const media = await uploadImage();
    const res = await call('POST', commentary(), { minute: 60, kind: 'key', text: 'کارت زرد', media });
    expect(res.status).toBe(201);
    expect(res.body.media).toBe(media);
    const record = (await call('GET', `media/${media}`)).body as unknown as {
      usedBy: { resource: string; field: string; title: string }[];
    };
    expect(record.usedBy).toEqual([expect.objectContaining({ resource: 'game', field: 'commentary', title: 'پرسپولیس - استقلال' })]);
    const { body } = await centre();
    const shown = body.commentary.entries.find((e) => e.id === res.body.id)!;
    expect(shown.media).toMatchObject({ kind: 'image', image: { alt: 'شادی گل' } });
  });

  it('lets editors in and keeps readers and strangers out', async () => {
    const [entry] = await list();
    expect((await call('GET', commentary(), undefined, cookies.reader)).status).toBe(403);
    expect((await call('POST', commentary(), { minute: 1, kind: 'note', text: 'x' }, cookies.reader)).status).toBe(403);
    expect((await call('PUT', `${commentary()}/${entry.id}`, { minute: 1, kind: 'note', text: 'x' }, cookies.reader)).status).toBe(403);
    expect((await remove(entry.id, cookies.reader)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/${commentary()}`,
      payload: { minute: 1, kind: 'note', text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await list()).length).toBeGreaterThan(0);
  });
});

describe('statistics: GET|PUT /api/admin/game/:id/stats', () => {
  const url = () => `game/${g.gameId}/stats`;
  const current = async () => (await call('GET', url())).body as unknown as GameStats;
  const side = (patch: object = {}) => ({
    possession: 55,
    shots: 12,
    shotsOnTarget: 5,
    corners: 6,
    fouls: 11,
    offsides: 2,
    saves: 3,
    ...patch,
  });

  it('starts with nothing counted and saves both sides with Persian digits', async () => {
    const empty = await current();
    expect(empty.home).toEqual({
      possession: null,
      shots: null,
      shotsOnTarget: null,
      corners: null,
      fouls: null,
      offsides: null,
      saves: null,
    });
    const res = await call('PUT', url(), {
      version: empty.version,
      home: side({ shots: '۱۴' }),
      away: side({ possession: '۴۵', saves: 7 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: empty.version + 1, home: { possession: 55, shots: 14 }, away: { possession: 45, saves: 7 } });
    expect((await auditFields())[0]).toEqual(['stats']);
    expect((await revisions())[0].fields).toEqual(['stats']);
  });

  it('refuses possession that does not add up, more shots on target than shots, and figures out of bounds', async () => {
    const { version } = await current();
    const sum = await call('PUT', url(), { version, home: side({ possession: 60 }), away: side({ possession: 50 }) });
    expect(sum.status).toBe(400);
    expect(sum.body.errors).toEqual({
      'home.possession': 'مالکیت توپ دو تیم باید روی هم ۱۰۰ درصد باشد؛ اکنون ۱۱۰ است.',
      'away.possession': 'مالکیت توپ دو تیم باید روی هم ۱۰۰ درصد باشد؛ اکنون ۱۱۰ است.',
    });
    const one = await call('PUT', url(), { version, home: side({ possession: 100 }), away: side({ possession: null }) });
    expect(one.body.errors).toEqual({ 'away.possession': 'مالکیت توپ را برای هر دو تیم بنویسید یا برای هیچ‌کدام.' });
    const onTarget = await call('PUT', url(), {
      version,
      home: side({ possession: 50 }),
      away: side({ possession: 50, shots: 3, shotsOnTarget: 4 }),
    });
    expect(onTarget.body.errors).toEqual({ 'away.shotsOnTarget': 'شوت در چارچوب (۴) نمی‌تواند از کل شوت‌ها (۳) بیشتر باشد.' });
    expect((await call('PUT', url(), { version, home: side({ shots: -1 }), away: side() })).status).toBe(400);
    expect((await call('PUT', url(), { version, home: side({ corners: LIMITS.gameStats.corners + 1 }), away: side() })).status).toBe(400);
    expect((await call('PUT', url(), { version, home: side({ fouls: 2.5 }), away: side() })).status).toBe(400);
    // Neither side's possession is fine: nobody counted it.
    const none = await call('PUT', url(), { version, home: side({ possession: null }), away: side({ possession: null }) });
    expect(none.status).toBe(200);
  });

  it('refuses a save from an older game version with 409 and the stored figures', async () => {
    const stored = await current();
    const stale = await call('PUT', url(), { version: stored.version - 1, home: side({ possession: 50 }), away: side({ possession: 50 }) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ current: { id: g.gameId, version: stored.version, home: { shots: 12 } } });
    expect((await call('GET', url(), undefined, cookies.reader)).status).toBe(403);
    expect((await call('GET', 'game/999999/stats')).status).toBe(404);
  });
});

describe('the public match centre', () => {
  it('answers the game, line-ups, statistics with cards from the events, and the commentary, cacheably', async () => {
    const result = await call('GET', `game/${g.gameId}/result`);
    await call('PUT', `game/${g.gameId}/result`, {
      version: result.body.version,
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      events: [
        { minute: 45, side: 'home', type: 'goal', player: 'علی سرخ' },
        { minute: 60, side: 'away', type: 'yellow_card', player: 'رضا آبی' },
        { minute: 70, side: 'away', type: 'second_yellow', player: 'رضا آبی' },
      ],
    });
    const { status, body, headers } = await centre();
    expect(status).toBe(200);
    expect(String(headers['cache-control'])).toMatch(/public/);
    expect(body.game).toMatchObject({ id: g.gameId, homeScore: 1, awayScore: 0, status: 'live' });
    expect(body.game).not.toHaveProperty('commentary');
    expect(body.stats.away).toMatchObject({ yellowCards: 2, redCards: 1, shots: 12 });
    expect(body.stats.home).toMatchObject({ yellowCards: 0, redCards: 0 });
    expect(body.lineups).toEqual({ home: null, away: null });
    expect(body.commentary.entries[0]).toMatchObject({ minute: 60, kind: 'key', text: 'کارت زرد' });
    // The entry with the image was the latest change; the removal before it is counted but not shown.
    expect(body.commentary.seq).toBe(Math.max(...body.commentary.entries.map((e) => e.seq)));
    expect(body.commentary.entries.map((e) => e.seq)).not.toContain(body.commentary.seq - 1);
    // A new entry is seen at once: the kept answer is dropped with the game's tag.
    await call('POST', commentary(), { minute: 88, kind: 'note', text: 'تعویض آخر' });
    expect((await centre()).body.commentary.entries[0].text).toBe('تعویض آخر');
    expect((await centre(999999)).status).toBe(404);
    expect((await centre('abc')).status).toBe(404);
  });

  it('carries the same parts in the game page’s payload', async () => {
    const { body } = await centre();
    const res = await t.app.inject({ method: 'GET', url: publicPaths.payload(publicPaths.game(g.gameId, body.game.slug), 'test') });
    const p = res.json<PagePayload>();
    if (p.kind !== 'page' || p.page !== 'game') throw new Error(`no game page: ${res.statusCode}`);
    expect(p.data.game.commentary).toEqual(body.commentary);
    expect(p.data.game.stats).toEqual(body.stats);
    expect(p.data.game.headToHead).toEqual(body.headToHead);
  });

  it('lists the last five finished meetings either side at home, newest first, and each team’s form', async () => {
    const season = (await call('GET', `game/${g.gameId}`)).body.season as number;
    await call('POST', 'season-team', { season, team: g.teams.outsider });
    const played = async (home: number, away: number, day: number, hs: number, as: number, status = 'finished') => {
      const id = (
        await call('POST', 'game', {
          season,
          homeTeam: home,
          awayTeam: away,
          kickoffAt: `2026-10-${String(day).padStart(2, '0')}T14:00:00.000Z`,
        })
      ).body.id;
      const r = await call('GET', `game/${id}/result`);
      await call('PUT', `game/${id}/result`, { version: r.body.version, status, homeScore: hs, awayScore: as, events: [] });
      return id;
    };
    const { home, away, outsider } = g.teams;
    const meetings = [
      await played(home, away, 1, 0, 0),
      await played(away, home, 3, 2, 1),
      await played(home, away, 5, 3, 0),
      await played(away, home, 7, 0, 1),
      await played(home, away, 9, 1, 1),
      await played(away, home, 11, 1, 2),
    ];
    const vsOutsider = await played(home, outsider, 13, 4, 0);
    await played(outsider, away, 15, 2, 2);
    // Not counted: a game not played yet.
    await played(home, away, 17, 0, 0, 'scheduled');

    const { body } = await centre();
    const h2h = body.headToHead;
    expect(h2h.meetings.map((m) => m.id)).toEqual(meetings.slice(1).reverse());
    expect(h2h.meetings[0]).toMatchObject({ home: { id: away }, away: { id: home }, homeScore: 1, awayScore: 2 });
    // From this game's sides: the home team won 11th, 7th and 5th, drew the 9th, lost the 3rd.
    expect(h2h.record).toEqual({ homeWins: 3, draws: 1, awayWins: 1 });
    expect(h2h.form.home.map((f) => [f.id, f.result, f.goalsFor, f.goalsAgainst, f.atHome])).toEqual([
      [vsOutsider, 'W', 4, 0, true],
      [meetings[5], 'W', 2, 1, false],
      [meetings[4], 'D', 1, 1, true],
      [meetings[3], 'W', 1, 0, false],
      [meetings[2], 'W', 3, 0, true],
    ]);
    expect(h2h.form.away[0]).toMatchObject({ result: 'D', opponent: { id: outsider }, atHome: false });
    expect(h2h.form.away).toHaveLength(5);
  });
});
