import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_MAX } from '@meydan/shared-types/constants';
import { publicPaths } from '@meydan/shared-types/public';
import { MeFeedSchema, type Follows, type MeFeed, type PageData, type PagePayload } from '@meydan/shared-types/schemas';
import { contractErrors } from '../../testing/contract.js';
import { createTestApp, loginCookie, type TestApp } from '../../testing/index.js';

let t: TestApp;
let reader: string;
let team: { id: number; title: string };
let league: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  reader = await loginCookie(t.app, 'user');
  const home = (await t.app.inject({ method: 'GET', url: '/api/public/home' })).json<PageData<'home'>>();
  team = home.table!.rows[0].team;
  league = home.table!.league;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, opts: { cookie?: string; payload?: object } = {}) =>
  t.app.inject({ method, url, headers: opts.cookie ? { cookie: opts.cookie } : {}, ...(opts.payload ? { payload: opts.payload } : {}) });

describe('/me', () => {
  it('is one anonymous, cacheable shell kept out of search engines, holding nothing of a signed-in reader', async () => {
    const anonymous = await call('GET', '/me');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toMatch(/public/);
    expect(anonymous.body).toContain('<meta name="robots" content="noindex"');
    expect(anonymous.body).toContain('<title>میدان من');
    expect(anonymous.body).not.toMatch(/"teams":\[\d/);
    const signedIn = await call('GET', '/me', { cookie: reader });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toContain('user@meydan.example');
    expect(signedIn.body).not.toContain('کاربر نمونه');
  });
});

describe('GET /api/me/feed', () => {
  it("gives an anonymous reader the followed team's games and news, private and never stored", async () => {
    const res = await call('GET', `/api/me/feed?teams=${team.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const feed = res.json<MeFeed>();
    expect(contractErrors(MeFeedSchema, feed)).toEqual([]);
    expect(feed.teams.map((x) => x.id)).toEqual([team.id]);
    const games = [...feed.live, ...feed.next, ...feed.results];
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.home.id === team.id || g.away.id === team.id)).toBe(true);
    expect(feed.results.every((g) => g.status === 'finished' || g.status === 'awarded')).toBe(true);
  });

  it("adds the games of a followed league's current season", async () => {
    const feed = (await call('GET', `/api/me/feed?leagues=${league.id}`)).json<MeFeed>();
    expect(feed.leagues.map((l) => l.id)).toEqual([league.id]);
    expect(feed.results.length + feed.next.length).toBeGreaterThan(0);
  });

  it('lists followed players by name with their club and goals this season, as their own page counts them', async () => {
    const scorers = (await call('GET', publicPaths.payload(publicPaths.scorers(league.id, 'x'), 'test'))).json<PagePayload>();
    const page =
      scorers.kind === 'redirect' ? (await call('GET', publicPaths.payload(scorers.location, 'test'))).json<PagePayload>() : scorers;
    if (page.kind !== 'page' || page.page !== 'scorers') throw new Error('no scorers page');
    const [leader, second] = page.data.scorers;
    const feed = (await call('GET', `/api/me/feed?players=${leader.player.id},${second.player.id}`)).json<MeFeed>();
    expect(contractErrors(MeFeedSchema, feed)).toEqual([]);
    // Players alone bring no games and no news: those follow teams and leagues.
    expect(feed).toMatchObject({ teams: [], leagues: [], live: [], next: [], results: [], news: [] });
    expect(new Set(feed.players.map((p) => p.player.id))).toEqual(new Set([leader.player.id, second.player.id]));
    const mine = feed.players.find((p) => p.player.id === leader.player.id)!;
    expect(mine).toEqual({ player: leader.player, team: leader.team, goals: leader.count });
    const own = (
      await call('GET', publicPaths.payload(publicPaths.player(leader.player.id, leader.player.slug), 'test'))
    ).json<PagePayload>();
    if (own.kind !== 'page' || own.page !== 'player') throw new Error('no player page');
    expect(mine.goals).toBe(own.data.stats.goals);
    // Followed with a team, the players come along with its games.
    const both = (await call('GET', `/api/me/feed?teams=${team.id}&players=${leader.player.id}`)).json<MeFeed>();
    expect(both.players.map((p) => p.player.id)).toEqual([leader.player.id]);
    expect(both.results.length).toBeGreaterThan(0);
  });

  it('answers nothing followed with an empty feed, and a malformed or too long list with a Persian 400', async () => {
    const empty = (await call('GET', '/api/me/feed')).json<MeFeed>();
    expect(empty).toEqual({ teams: [], leagues: [], players: [], live: [], next: [], results: [], news: [] });
    const badPlayers = await call('GET', '/api/me/feed?players=x');
    expect(badPlayers.json<{ message: string }>().message).toContain('players=3,12');
    const bad = await call('GET', '/api/me/feed?teams=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('teams=3,12');
    const many = Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => i + 1).join(',');
    const tooMany = await call('GET', `/api/me/feed?teams=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toContain('۵۰');
  });
});

describe('/api/me/follows', () => {
  it('asks an anonymous reader to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/follows'],
      ['PUT', `/api/me/follows/team/${team.id}`],
      ['DELETE', `/api/me/follows/team/${team.id}`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('adds and removes follows in the account, and the feed of a signed-in reader reads them', async () => {
    const added = await call('PUT', `/api/me/follows/team/${team.id}`, { cookie: reader });
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('private, no-store');
    expect(added.json<Follows>().teams).toContain(team.id);
    // Signed in, the account is what counts: the query is not read.
    const feed = (await call('GET', '/api/me/feed?teams=999999', { cookie: reader })).json<MeFeed>();
    expect(feed.teams.map((x) => x.id)).toEqual([team.id]);
    const removed = await call('DELETE', `/api/me/follows/team/${team.id}`, { cookie: reader });
    expect(removed.json<Follows>().teams).not.toContain(team.id);
    expect((await call('PUT', '/api/me/follows/club/1', { cookie: reader })).statusCode).toBe(400);
  });

  it('merges the browser and the account at sign-in: the union, cut at the limit', async () => {
    await call('PUT', `/api/me/follows/league/${league.id}`, { cookie: reader });
    const merged = await call('POST', '/api/me/follows/merge', {
      cookie: reader,
      payload: { teams: [team.id, 7], leagues: [], players: [3] },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<Follows>()).toEqual({ teams: [team.id, 7], leagues: [league.id], players: [3] });
    const again = await call('GET', '/api/me/follows', { cookie: reader });
    expect(again.json<Follows>()).toEqual(merged.json<Follows>());
  });

  it('refuses the fifty-first team with a Persian 400', async () => {
    const many = Array.from({ length: FOLLOW_MAX }, (_, i) => 1000 + i);
    await call('POST', '/api/me/follows/merge', { cookie: reader, payload: { teams: many, leagues: [], players: [] } });
    const full = (await call('GET', '/api/me/follows', { cookie: reader })).json<Follows>();
    expect(full.teams.length).toBe(FOLLOW_MAX);
    const refused = await call('PUT', '/api/me/follows/team/5000', { cookie: reader });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('۵۰ تیم');
    const tooLong = await call('POST', '/api/me/follows/merge', {
      cookie: reader,
      payload: { teams: Array.from({ length: FOLLOW_MAX + 1 }, (_, i) => i + 1), leagues: [], players: [] },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
