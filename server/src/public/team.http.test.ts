import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import { type GameCard, type PageData, type PagePayload } from '@meydan/shared-types/schemas';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

let t: TestApp;
let team: { id: number; slug: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  // A team of the home page's table: it plays in the current season.
  const home = (await t.app.inject({ method: 'GET', url: '/api/public/home' })).json<PageData<'home'>>();
  team = home.table!.rows[2].team;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
async function payload(path: string): Promise<PagePayload> {
  return (await get(publicPaths.payload(path, 'test'))).json<PagePayload>();
}
async function teamData(path: string): Promise<PageData<'team'>> {
  const p = await payload(path);
  if (p.kind !== 'page' || p.page !== 'team') throw new Error(`no team page at ${path}`);
  return p.data;
}
const plays = (g: GameCard) => g.home.id === team.id || g.away.id === team.id;

describe('/team/{id}/{slug}', () => {
  it('renders the canonical page with the crest, the sport and SportsTeam data', async () => {
    const path = publicPaths.team(team.id, team.slug);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${team.title} | `);
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl.replace(/\/$/, '')}${path}"`);
    expect(res.body).toContain('"@type":"SportsTeam"');
    const d = await teamData(path);
    expect(d.team).toMatchObject({ id: team.id, title: team.title });
    expect(d.team.sport.title).toBeTruthy();
  });

  it("shows the team's place in the current table, with a link to the whole table", async () => {
    const d = await teamData(publicPaths.team(team.id, team.slug));
    const home = (await get('/api/public/home')).json<PageData<'home'>>();
    const standing = d.standings.find((s) => s.league.id === home.table!.league.id);
    expect(standing?.rank).toBe(3);
    expect(standing?.teamCount).toBe(home.table!.rows.length);
    expect(standing?.rows.some((r) => r.team.id === team.id)).toBe(true);
    expect(standing?.rows.length).toBeLessThanOrEqual(5);
    const html = (await get(publicPaths.team(team.id, team.slug))).body;
    expect(html).toContain(`href="${publicPaths.leagueTable(standing!.league.id, standing!.league.slug)}"`);
  });

  it('lists its latest results newest first and its next games soonest first', async () => {
    const d = await teamData(publicPaths.team(team.id, team.slug));
    expect(d.last.length).toBe(5);
    expect(d.next.length).toBeGreaterThan(0);
    expect([...d.last, ...d.next].every(plays)).toBe(true);
    expect(d.last.every((g) => g.status === 'finished' || g.status === 'awarded')).toBe(true);
    const times = (games: GameCard[]) => games.map((g) => new Date(g.kickoffAt).getTime());
    expect(times(d.last)).toEqual([...times(d.last)].sort((a, b) => b - a));
    const scheduled = d.next.filter((g) => g.status === 'scheduled');
    expect(times(scheduled)).toEqual([...times(scheduled)].sort((a, b) => a - b));
    expect(scheduled.every((g) => new Date(g.kickoffAt).getTime() >= Date.now() - 60_000)).toBe(true);
    expect(Math.max(...times(d.last))).toBeLessThanOrEqual(Date.now());
  });

  it('lists news about the team, newest first', async () => {
    const d = await teamData(publicPaths.team(team.id, team.slug));
    expect(d.news.length).toBeGreaterThan(0);
    expect(d.news.length).toBeLessThanOrEqual(10);
    const times = d.news.map((n) => new Date(n.publishedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const rows: { n: string }[] = await t.app.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*) as n from news_teams nt where nt.team_id = ? and nt.news_id in (${d.news.map((n) => n.id).join(',')})`, [
        team.id,
      ]);
    expect(Number(rows[0].n)).toBe(d.news.length);
  });

  it('shows news about the team from the back office: a new item first, a scheduled one not yet, an unpublished one no more', async () => {
    const path = publicPaths.team(team.id, team.slug);
    const cookie = await loginCookie(t.app, 'admin');
    const [cover] = (await get('/api/admin/media?filter={"kind":"image"}&range=[0,0]', { cookie })).json<{ id: number }[]>();
    const create = async (title: string, publishedAt: Date) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: { cookie },
        payload: {
          title,
          body: '<p>متن</p>',
          status: 'published',
          publishedAt: publishedAt.toISOString(),
          cover: cover.id,
          teams: [team.id],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const ids = async () => (await teamData(path)).news.map((n) => n.id);
    const before = await ids();
    const fresh = await create('خبر تازه دربارهٔ این تیم', new Date());
    await create('خبر زمان‌بندی‌شدهٔ این تیم', new Date(Date.now() + 3_600_000));
    expect(await ids()).toEqual([fresh, ...before].slice(0, 10));
    const draft = await t.app.inject({ method: 'PUT', url: `/api/admin/news/${fresh}`, headers: { cookie }, payload: { status: 'draft' } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await ids()).toEqual(before);
  });

  it('sends a wrong slug to the canonical path with a 301', async () => {
    const res = await get(`/team/${team.id}/wrong-name`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(publicPaths.team(team.id, team.slug));
    expect(await payload(`/team/${team.id}/wrong`)).toEqual({
      kind: 'redirect',
      status: 301,
      location: publicPaths.team(team.id, team.slug),
    });
  });

  it('answers an unknown or invalid id with the fatal 404', async () => {
    for (const path of ['/team/999999/x', '/team/abc/x', '/team/0/x', '/team/-3/x']) {
      expect((await get(path)).statusCode, path).toBe(404);
      const p = await payload(path);
      expect(p.kind === 'error' && p.error, path).toEqual({ statusCode: 404, fatal: true, message: `Page Not Found: ${path}` });
    }
  });

  it('serves the same data as JSON at /api/public/team/:id and 404 for an unknown id', async () => {
    const res = await get(`/api/public/team/${team.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PageData<'team'>>().team.id).toBe(team.id);
    expect((await get('/api/public/team/999999')).statusCode).toBe(404);
  });

  it('follows a new result: the page is rendered again when one of its games changes', async () => {
    const path = publicPaths.team(team.id, team.slug);
    const before = await teamData(path);
    const game = before.next.find((g) => g.status === 'scheduled');
    if (!game) throw new Error('no scheduled game');
    const cookie = await loginCookie(t.app, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/game/${game.id}/result`,
      headers: { cookie },
      payload: { status: 'postponed', homeScore: null, awayScore: null, homeHalfScore: null, awayHalfScore: null, events: [] },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await teamData(path);
    expect(after.next.some((g) => g.id === game.id)).toBe(false);
  });

  it('counts a new result in its place in the table at once, as the table page and the home page do', async () => {
    // The season's table is computed once and shared by these pages until a game changes.
    const path = publicPaths.team(team.id, team.slug);
    const before = await teamData(path);
    const standing = before.standings[0];
    const rowOf = (rows: { team: { id: number }; played: number; points: number }[]) => rows.find((r) => r.team.id === team.id)!;
    const tablePath = publicPaths.leagueTable(standing.league.id, standing.league.slug);
    const tablePage = async () => {
      const p = await payload(tablePath);
      if (p.kind !== 'page' || p.page !== 'leagueTable') throw new Error('no table page');
      return p.data.table;
    };
    const homeTable = async () => (await get('/api/public/home')).json<PageData<'home'>>().table!;
    const was = rowOf(standing.rows);
    expect(rowOf((await tablePage()).rows)).toMatchObject({ played: was.played, points: was.points });
    expect(rowOf((await homeTable()).rows)).toMatchObject({ played: was.played, points: was.points });

    const game = before.next.find((g) => g.status === 'scheduled');
    if (!game) throw new Error('no scheduled game');
    const home = game.home.id === team.id;
    const cookie = await loginCookie(t.app, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/game/${game.id}/result`,
      headers: { cookie },
      payload: {
        status: 'finished',
        homeScore: home ? 2 : 0,
        awayScore: home ? 0 : 2,
        homeHalfScore: null,
        awayHalfScore: null,
        events: [],
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);

    const now = { played: was.played + 1, points: was.points + 3 };
    expect(rowOf((await teamData(path)).standings[0].rows)).toMatchObject(now);
    expect(rowOf((await tablePage()).rows)).toMatchObject(now);
    expect(rowOf((await homeTable()).rows)).toMatchObject(now);
  });
});
