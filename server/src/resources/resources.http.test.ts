import type { DataProvider } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../testing/index.js';
import { createUser, login, restClient } from '../testing/fixtures.js';

let server: TestApp & { url: string };
let admin: DataProvider;
let editor: DataProvider;
let reader: DataProvider;
let anonymous: DataProvider;

beforeAll(async () => {
  server = await startTestServer({ seeded: false });
  const a = await createUser(server.app, 'admin');
  const e = await createUser(server.app, 'editor');
  const u = await createUser(server.app, 'user');
  admin = restClient(server.url, await login(server.app, a.email, a.password));
  editor = restClient(server.url, await login(server.app, e.email, e.password));
  reader = restClient(server.url, await login(server.app, u.email, u.password));
  anonymous = restClient(server.url);
});
afterAll(() => server?.close());

async function status(p: Promise<unknown>): Promise<{ status: number; body: { message?: string; errors?: Record<string, string> } }> {
  try {
    await p;
    return { status: 200, body: {} };
  } catch (err) {
    const e = err as { status: number; body: { message?: string; errors?: Record<string, string> } };
    return { status: e.status, body: e.body };
  }
}

describe('the generic CRUD layer, through the real ra-data-simple-rest client', () => {
  const ids: Record<string, number> = {};

  it('creates the reference data a league season needs, normalizing Persian input', async () => {
    const sport = await admin.create('sport', { data: { title: '  فوتبال  ساحلي ', sortOrder: '۲' } });
    expect(sport.data).toMatchObject({ title: 'فوتبال ساحلی', slug: 'فوتبال-ساحلی', sortOrder: 2, winPoints: 3 });
    ids.sport = sport.data.id as number;
    ids.age = (await admin.create('age', { data: { title: 'بزرگسالان' } })).data.id as number;
    ids.stadium = (await admin.create('stadium', { data: { title: 'ورزشگاه آزادی', city: 'تهران', capacity: 78000 } })).data.id as number;
    const league = await admin.create('league', {
      data: { title: 'لیگ برتر ساحلی', sport: ids.sport, age: ids.age, zones: [{ from: 1, to: 1, label: 'قهرمانی', color: '#1e8e3e' }] },
    });
    expect(league.data.tieBreakers).toEqual(['points', 'goal_difference', 'goals_for', 'head_to_head', 'wins']);
    ids.league = league.data.id as number;
    ids.season = (await admin.create('season', { data: { league: ids.league, title: '۱۴۰۴', isCurrent: true } })).data.id as number;
    ids.otherSeason = (await admin.create('season', { data: { league: ids.league, title: '۱۴۰۳', isCurrent: false } })).data.id as number;
    for (const [key, title] of [
      ['home', 'پرسپولیس'],
      ['away', 'استقلال'],
      ['outsider', 'سپاهان'],
    ] as const) {
      ids[key] = (await admin.create('team', { data: { title, sport: ids.sport, homeStadium: ids.stadium } })).data.id as number;
    }
    await admin.create('season-team', { data: { season: ids.season, team: ids.home } });
    await admin.create('season-team', { data: { season: ids.season, team: ids.away, pointsAdjustment: -2 } });
    ids.week = (await admin.create('week', { data: { season: ids.season, number: 1 } })).data.id as number;
    ids.otherWeek = (await admin.create('week', { data: { season: ids.otherSeason, number: 1 } })).data.id as number;
  });

  it('lists with sort, range, filter and a Content-Range total', async () => {
    const { data, total } = await admin.getList('team', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'title', order: 'ASC' },
      filter: { sport: ids.sport },
    });
    expect(total).toBe(3);
    expect(data).toHaveLength(2);
    const page2 = await admin.getList('team', { pagination: { page: 2, perPage: 2 }, sort: { field: 'title', order: 'ASC' }, filter: {} });
    const desc = await admin.getList('team', { pagination: { page: 1, perPage: 3 }, sort: { field: 'title', order: 'DESC' }, filter: {} });
    expect([...data, ...page2.data].map((t) => t.title)).toEqual(desc.data.map((t) => t.title).reverse());
    // PostgreSQL servers have ICU's Persian collation (پ after ا, before س); the embedded database has none.
    if (server.app.db.persianCollation) expect(desc.data.map((t) => t.title)).toEqual(['سپاهان', 'پرسپولیس', 'استقلال']);
  });

  it('searches with Persian normalization and tolerates a typo', async () => {
    const arabic = await admin.getList('team', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'سپاهان' },
    });
    expect(arabic.data.map((t) => t.title)).toEqual(['سپاهان']);
    const typo = await admin.getList('team', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'پرسپولس' },
    });
    expect(typo.data.map((t) => t.title)).toContain('پرسپولیس');
    const kaf = await admin.getList('sport', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'ساحلي' },
    });
    expect(kaf.total).toBe(1);
  });

  it('answers getOne, getMany and getManyReference', async () => {
    expect((await admin.getOne('team', { id: ids.home })).data.title).toBe('پرسپولیس');
    const many = await admin.getMany('team', { ids: [ids.home, ids.away] });
    expect(many.data.map((t) => t.id).sort()).toEqual([ids.home, ids.away].sort());
    const refs = await admin.getManyReference('season-team', {
      target: 'season',
      id: ids.season,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(refs.total).toBe(2);
    expect(refs.data[1].pointsAdjustment).toBe(-2);
  });

  it('limits a game to its season: different teams, both registered, a week of the same season', async () => {
    const base = { season: ids.season, kickoffAt: '2026-11-01T15:00:00.000Z' };
    const same = await status(admin.create('game', { data: { ...base, homeTeam: ids.home, awayTeam: ids.home } }));
    expect(same.status).toBe(400);
    expect(same.body.errors?.awayTeam).toMatch(/فرق/);
    const outsider = await status(admin.create('game', { data: { ...base, homeTeam: ids.home, awayTeam: ids.outsider } }));
    expect(outsider.body.errors?.awayTeam).toMatch(/تیم‌های این فصل/);
    const week = await status(admin.create('game', { data: { ...base, homeTeam: ids.home, awayTeam: ids.away, week: ids.otherWeek } }));
    expect(week.body.errors?.week).toMatch(/فصل/);
    const noScore = await status(admin.create('game', { data: { ...base, homeTeam: ids.home, awayTeam: ids.away, status: 'finished' } }));
    expect(noScore.body.errors).toMatchObject({ homeScore: expect.any(String), awayScore: expect.any(String) });
    const game = await admin.create('game', {
      data: { ...base, homeTeam: ids.home, awayTeam: ids.away, week: ids.week, stadium: ids.stadium },
    });
    expect(game.data).toMatchObject({ status: 'scheduled', homeScore: null, week: ids.week });
    ids.game = game.data.id as number;
  });

  it('updates a record from the full record the client sends back, ignoring read-only fields', async () => {
    const { data } = await admin.getOne('team', { id: ids.outsider });
    const updated = await admin.update('team', {
      id: ids.outsider,
      data: { ...data, title: 'سپاهان اصفهان', slug: 'hacked', createdAt: '2000-01-01T00:00:00Z' },
      previousData: data,
    });
    expect(updated.data).toMatchObject({ title: 'سپاهان اصفهان', slug: 'سپاهان-اصفهان' });
    expect(updated.data.createdAt).toBe(data.createdAt);
  });

  it('updates many and deletes many', async () => {
    const tags = await Promise.all(['لیگ برتر', 'جام حذفی', 'تیم ملی'].map((title) => admin.create('tag', { data: { title } })));
    const tagIds = tags.map((t) => t.data.id);
    const dup = await status(admin.create('tag', { data: { title: 'تیم ملی' } }));
    expect(dup.body.errors?.title).toMatch(/وجود دارد/);
    // Two tags cannot share a title: renaming both to one title is refused for the second. The two
    // requests run in parallel, so on PostgreSQL the loser may pass the rule and meet the unique index (409).
    const clash = await status(admin.updateMany('tag', { ids: tagIds.slice(0, 2), data: { title: 'موقت' } }));
    expect([400, 409]).toContain(clash.status);
    const renamed = await admin.getMany('tag', { ids: tagIds.slice(0, 2) });
    expect(renamed.data.filter((t) => t.title === 'موقت')).toHaveLength(1);
    const positions = await Promise.all(
      ['a', 'b'].map((k) => admin.create('position', { data: { title: `جایگاه ${k}`, key: `slot-${k}` } })),
    );
    const res = await admin.updateMany('position', { ids: positions.map((p) => p.data.id), data: { capacity: 7 } });
    expect(res.data).toHaveLength(2);
    expect((await admin.getMany('position', { ids: res.data as number[] })).data.every((p) => p.capacity === 7)).toBe(true);
    await admin.deleteMany('tag', { ids: tagIds });
    expect(
      (await admin.getList('tag', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total,
    ).toBe(0);
  });

  it('keeps one current season per league', async () => {
    await admin.update('season', { id: ids.otherSeason, data: { isCurrent: true }, previousData: { id: ids.otherSeason } });
    expect((await admin.getOne('season', { id: ids.season })).data.isCurrent).toBe(false);
  });

  it('refuses publishing news without a cover or a date, and strips scripts from the body', async () => {
    const refused = await status(admin.create('news', { data: { title: 'گزارش بازی', status: 'published' } }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['cover', 'publishedAt']);
    const draft = await editor.create('news', {
      data: {
        title: 'گزارش بازی',
        body: '<p onclick="steal()">متن<script>alert(1)</script><a href="javascript:x()">پیوند</a><img src="data:image/png;base64,AA"></p>',
        teams: [ids.home, ids.away],
      },
    });
    expect(draft.data.body).toBe('<p>متن<a>پیوند</a></p>');
    expect(draft.data).toMatchObject({ status: 'draft', teams: [ids.home, ids.away], allowComments: true });
    expect(draft.data.shortCode).toMatch(/^[A-Za-z0-9]{6}$/);
    const dated = await admin.create('news', { data: { title: 'پیش‌نویس با تاریخ', publishedAt: '2026-11-01T08:00:00.000Z' } });
    const newest = await admin.getList('news', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: {},
    });
    // Items without a date come after the dated ones, not before them.
    expect(newest.data[0].id).toBe(dated.data.id);
    expect(newest.data.slice(1).every((n) => n.publishedAt === null)).toBe(true);
    const drafts = await admin.getList('news', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'publishedAt', order: 'DESC' },
      filter: { state: 'draft', team: ids.home },
    });
    expect(drafts.total).toBe(1);
    await admin.delete('news', { id: dated.data.id, previousData: dated.data });
  });

  it('stores text with ampersands and semicolons intact and returns its id', async () => {
    const created = await admin.create('news', { data: { title: 'استقلال & پرسپولیس; دربی', body: '<p>A &amp; B; C</p>' } });
    expect(created.data.id).toEqual(expect.any(Number));
    expect((await admin.getOne('news', { id: created.data.id })).data).toMatchObject({
      title: 'استقلال & پرسپولیس; دربی',
      body: '<p>A &amp; B; C</p>',
    });
  });

  it('refuses a required text that is only spaces, on create and on update, instead of failing in the database', async () => {
    const blankSeason = await status(admin.create('season', { data: { league: ids.league, title: '   \u200c ' } }));
    expect(blankSeason.status).toBe(400);
    expect(blankSeason.body.errors?.title).toMatch(/خالی/);
    const blankSite = await status(admin.update('base-information', { id: 1, data: { siteTitle: '  ' }, previousData: { id: 1 } }));
    expect(blankSite.status).toBe(400);
    expect(blankSite.body.errors?.siteTitle).toMatch(/خالی/);
    const optional = await admin.update('team', { id: ids.home, data: { city: '   ' }, previousData: { id: ids.home } });
    expect(optional.data.city).toBeNull();
  });

  it('says which filter or sort is unknown instead of passing it to SQL', async () => {
    const badFilter = await status(
      admin.getList('news', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: { 'title; drop table news': 1 },
      }),
    );
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toMatch(/فیلتر/);
    const badSort = await status(
      admin.getList('news', { pagination: { page: 1, perPage: 5 }, sort: { field: 'passwordHash', order: 'ASC' }, filter: {} }),
    );
    expect(badSort.status).toBe(400);
    const badValue = await status(
      admin.getList('game', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: { status: 'exploded' } }),
    );
    expect(badValue.status).toBe(400);
  });

  it('answers 404 for a missing id and 409 when a delete would orphan records', async () => {
    expect((await status(admin.getOne('team', { id: 999999 }))).status).toBe(404);
    const blocked = await status(admin.delete('sport', { id: ids.sport, previousData: { id: ids.sport } }));
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/استفاده شده/);
  });

  it('enforces roles: editors cannot delete reference data, manage users or base information; readers and anonymous visitors get nothing', async () => {
    expect((await status(editor.delete('stadium', { id: ids.stadium, previousData: { id: ids.stadium } }))).status).toBe(403);
    expect(
      (await status(editor.getList('user', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })))
        .status,
    ).toBe(403);
    expect((await status(editor.getOne('base-information', { id: 1 }))).status).toBe(403);
    expect((await status(editor.update('team', { id: ids.home, data: { city: 'تهران' }, previousData: { id: ids.home } }))).status).toBe(
      200,
    );
    expect(
      (await status(reader.getList('news', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })))
        .status,
    ).toBe(403);
    expect(
      (await status(anonymous.getList('news', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })))
        .status,
    ).toBe(401);
    const tag = await editor.create('tag', { data: { title: 'برچسب ویراستار' } });
    expect((await status(editor.delete('tag', { id: tag.data.id, previousData: tag.data }))).status).toBe(200);
  });

  it('lets admins manage users: duplicate emails are refused, passwords never leave the server', async () => {
    const created = await admin.create('user', {
      data: { email: 'New.Editor@Test.example', displayName: 'ویراستار تازه', role: 'editor', password: 'a-strong-password' },
    });
    expect(created.data).toMatchObject({ email: 'new.editor@test.example', role: 'editor', isActive: true });
    expect(JSON.stringify(created.data)).not.toMatch(/password/i);
    const dup = await status(
      admin.create('user', {
        data: { email: 'new.editor@test.example', displayName: 'تکراری', role: 'user', password: 'another-password' },
      }),
    );
    expect(dup.body.errors?.email).toBeDefined();
    const weak = await status(
      admin.create('user', { data: { email: 'weak@test.example', displayName: 'ضعیف', role: 'user', password: '123' } }),
    );
    expect(weak.body.errors?.password).toMatch(/۱۰/);
  });
});
