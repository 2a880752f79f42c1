import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import { type PageData, type PagePayload, type SearchResponse } from '@meydan/shared-types/schemas';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';
import { adminCaller, createSquadGame, type Call, type SquadGame } from '../testing/squad-game.js';

let t: TestApp;
let call: Call;
let g: SquadGame;
let league: { id: number; slug: string };

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function page<K extends 'player' | 'scorers' | 'team' | 'search'>(path: string, kind: K): Promise<PageData<K>> {
  const p = (await get(publicPaths.payload(path, 'test'))).json<PagePayload>();
  if (p.kind !== 'page' || p.page !== kind) throw new Error(`no ${kind} page at ${path}: ${JSON.stringify(p)}`);
  return p.data as PageData<K>;
}
const player = async (id: number) => (await call('GET', `player/${id}`)).body as unknown as { id: number; slug: string; name: string };
const playerPath = async (id: number) => {
  const p = await player(id);
  return publicPaths.player(p.id, p.slug);
};
const byId = (ids: number[]) => ids.map((id) => ({ player: { id } }));
const sheet = (ids: number[]) => ({ formation: '4-3-3', starters: byId(ids.slice(0, 11)), bench: byId(ids.slice(11)) });

/** The game's events: home wins 3–1 (a scored goal, a penalty, an own goal of the visitors). */
const EVENTS = () => [
  { minute: 10, side: 'home', type: 'goal', player: '', playerId: g.squads.home[9], relatedPlayerId: g.squads.home[7] },
  { minute: 20, side: 'home', type: 'yellow_card', player: '', playerId: g.squads.home[3] },
  { minute: 30, side: 'home', type: 'penalty_goal', player: '', playerId: g.squads.home[9] },
  { minute: 50, side: 'away', type: 'goal', player: '', playerId: g.squads.away[10], relatedPlayerId: g.squads.away[8] },
  { minute: 55, side: 'away', type: 'own_goal', player: '', playerId: g.squads.away[2] },
  { minute: 60, side: 'home', type: 'second_yellow', player: '', playerId: g.squads.home[3] },
  { minute: 70, side: 'away', type: 'yellow_card', player: '', playerId: g.squads.away[5] },
];
const saveResult = (events: object[], homeScore: number) =>
  call('PUT', `game/${g.gameId}/result`, { status: 'finished', homeScore, awayScore: 1, homeHalfScore: 1, awayHalfScore: 0, events });

beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const editor = await createUser(t.app, 'editor');
  call = adminCaller(t.app, await login(t.app, editor.email, editor.password));
  g = await createSquadGame(call);
  const { version } = (await call('GET', `game/${g.gameId}/lineup`)).body;
  const lineup = await call('PUT', `game/${g.gameId}/lineup`, { version, home: sheet(g.squads.home), away: sheet(g.squads.away) });
  expect(lineup.status, JSON.stringify(lineup.body)).toBe(200);
  const result = await saveResult(EVENTS(), 3);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const teamRecord = (await call('GET', `team/${g.teams.home}`)).body as unknown as { slug: string };
  const teamData = await page(publicPaths.team(g.teams.home, teamRecord.slug), 'team');
  league = teamData.standings[0].league;
});
afterAll(() => t?.close());

describe('/player/{id}/{slug}', () => {
  it('shows the details, the club and the Person data, on its canonical path', async () => {
    const path = await playerPath(g.squads.home[9]);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"@type":"Person"');
    const d = await page(path, 'player');
    expect(d.player).toMatchObject({ id: g.squads.home[9], shirtNumber: 10, position: 'forward', team: { id: g.teams.home } });
    expect(d.last.map((game) => game.id)).toEqual([g.gameId]);
    expect(res.body).toContain(`href="${publicPaths.team(g.teams.home, d.player.team!.slug)}"`);
  });

  it('counts starts, bench places, goals (penalties in, own goals out), assists and cards (a second yellow is a red)', async () => {
    const stats = async (id: number) => (await page(await playerPath(id), 'player')).stats;
    const none = { starts: 0, bench: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
    expect(await stats(g.squads.home[9])).toEqual({ ...none, starts: 1, goals: 2 });
    expect(await stats(g.squads.home[7])).toEqual({ ...none, starts: 1, assists: 1 });
    expect(await stats(g.squads.home[3])).toEqual({ ...none, starts: 1, yellowCards: 1, redCards: 1 });
    expect(await stats(g.squads.away[2])).toEqual({ ...none, starts: 1 });
    expect(await stats(g.squads.home[12])).toEqual({ ...none, bench: 1 });
    expect(await stats(g.squads.outsider[0])).toEqual(none);
  });

  it('shows the birth date and the age counted from it', async () => {
    const id = g.squads.home[0];
    const { version } = (await call('GET', `player/${id}`)).body;
    const saved = await call('PUT', `player/${id}`, {
      version,
      birthDate: '1990-01-15',
      height: 190,
      preferredFoot: 'left',
      nationality: 'ایران',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const d = await page(await playerPath(id), 'player');
    const now = new Date();
    const age = now.getUTCFullYear() - 1990 - (now.getUTCMonth() === 0 && now.getUTCDate() < 15 ? 1 : 0);
    expect(d.player).toMatchObject({ birthDate: '1990-01-15', age, height: 190, preferredFoot: 'left', nationality: 'ایران' });
    const html = (await get(await playerPath(id))).body;
    expect(html).toContain('پای تخصصی');
    expect(html).toContain('چپ');
  });

  it('drops the kept page when the player’s events or team sheet change', async () => {
    const scorer = g.squads.home[9];
    const path = await playerPath(scorer);
    expect((await page(path, 'player')).stats.goals).toBe(2);
    const extra = { minute: 80, side: 'home', type: 'goal', player: '', playerId: scorer };
    expect((await saveResult([...EVENTS(), extra], 4)).status).toBe(200);
    expect((await page(path, 'player')).stats.goals).toBe(3);

    const benched = g.squads.home[12];
    const benchPath = await playerPath(benched);
    expect((await page(benchPath, 'player')).stats).toMatchObject({ starts: 0, bench: 1 });
    const { version } = (await call('GET', `game/${g.gameId}/lineup`)).body;
    const home = g.squads.home;
    const swapped = {
      formation: '4-3-3',
      starters: byId([...home.slice(0, 10), benched]),
      bench: byId([home[10], home[11], home[13], home[14]]),
    };
    const lineup = await call('PUT', `game/${g.gameId}/lineup`, { version, home: swapped, away: sheet(g.squads.away) });
    expect(lineup.status, JSON.stringify(lineup.body)).toBe(200);
    expect((await page(benchPath, 'player')).stats).toMatchObject({ starts: 1, bench: 0 });
    expect((await saveResult(EVENTS(), 3)).status).toBe(200);
  });

  it('sends a wrong slug to the canonical path and answers an unknown id with the fatal 404', async () => {
    const p = await player(g.squads.home[9]);
    const res = await get(`/player/${p.id}/wrong-name`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(publicPaths.player(p.id, p.slug));
    for (const path of ['/player/999999/x', '/player/abc/x', '/player/0/x']) {
      expect((await get(path)).statusCode, path).toBe(404);
      const payload = (await get(publicPaths.payload(path, 'test'))).json<PagePayload>();
      expect(payload.kind === 'error' && payload.error, path).toEqual({ statusCode: 404, fatal: true, message: `Page Not Found: ${path}` });
    }
  });
});

describe('/league/{id}/scorers/{slug}', () => {
  it('ranks the season’s scorers, assists and cards, ties sharing a rank', async () => {
    const path = publicPaths.scorers(league.id, league.slug);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const d = await page(path, 'scorers');
    const rows = (list: { rank: number; player: { id: number } }[]) => list.map((r) => [r.rank, r.player.id]);
    expect(rows(d.scorers)).toEqual([
      [1, g.squads.home[9]],
      [2, g.squads.away[10]],
    ]);
    expect(d.scorers.map((r) => r.count)).toEqual([2, 1]);
    expect(d.scorers[0].team?.id).toBe(g.teams.home);
    expect(rows(d.assists).sort()).toEqual(
      [
        [1, g.squads.away[8]],
        [1, g.squads.home[7]],
      ].sort(),
    );
    expect(d.cards.map((r) => [r.rank, r.player.id, r.yellow, r.red])).toEqual([
      [1, g.squads.home[3], 1, 1],
      [2, g.squads.away[5], 1, 0],
    ]);
    expect(res.body).toContain(`href="${publicPaths.player(d.scorers[0].player.id, d.scorers[0].player.slug)}"`);
  });

  it('is linked from the league table', async () => {
    const html = (await get(publicPaths.leagueTable(league.id, league.slug))).body;
    expect(html).toContain(`href="${publicPaths.scorers(league.id, league.slug)}"`);
  });

  it('redirects a wrong slug, and answers an unknown league or one without a season with the fatal 404', async () => {
    const res = await get(`/league/${league.id}/scorers/wrong`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(publicPaths.scorers(league.id, league.slug));
    const sport = (await call('GET', 'sport')).body as unknown as { id: number }[];
    const empty = (await call('POST', 'league', { title: 'لیگ بی‌فصل', sport: sport[0].id })).body as unknown as {
      id: number;
      slug: string;
    };
    for (const path of ['/league/999999/scorers/x', '/league/abc/scorers/x', publicPaths.scorers(empty.id, empty.slug)])
      expect((await get(path)).statusCode, path).toBe(404);
  });
});

describe('squads, search and the sitemap', () => {
  it('lists the team’s squad by line and shirt number, linked to the players', async () => {
    const team = (await call('GET', `team/${g.teams.home}`)).body as unknown as { slug: string };
    const path = publicPaths.team(g.teams.home, team.slug);
    const d = await page(path, 'team');
    expect(d.squad.map((p) => p.shirtNumber)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(d.squad.map((p) => p.position)).toEqual([
      'goalkeeper',
      ...Array(4).fill('defender'),
      ...Array(3).fill('midfielder'),
      ...Array(7).fill('forward'),
    ]);
    const html = (await get(path)).body;
    expect(html).toContain(`href="${publicPaths.player(d.squad[9].id, d.squad[9].slug)}"`);
  });

  it('finds players and teams by name, as player and team results', async () => {
    const res = await get(`/api/public/search?q=${encodeURIComponent('سرخ')}`);
    expect(res.statusCode).toBe(200);
    const players = res.json<SearchResponse>().items;
    expect(players.length).toBe(4);
    expect(players.every((e) => e.kind === 'player' && e.title.endsWith('سرخ') && e.detail === 'پرسپولیس')).toBe(true);
    expect(players[0].url).toBe(await playerPath(players[0].id));
    const team = (await get(`/api/public/search?q=${encodeURIComponent('استقلال')}`)).json<SearchResponse>();
    expect(team.items).toEqual([expect.objectContaining({ kind: 'team', id: g.teams.away, title: 'استقلال' })]);
    expect((await page(`/search?q=${encodeURIComponent('استقلال')}`, 'search')).entities).toEqual(team.items);
    const html = (await get(`/search?q=${encodeURIComponent('استقلال')}`)).body;
    expect(html).toContain('بازیکنان و تیم‌ها');
  });

  it('lists player and scorers pages in the sitemap', async () => {
    const index = (await get('/sitemap.xml')).body;
    expect(index).toContain('/sitemaps/player-1.xml');
    expect(index).toContain('/sitemaps/scorers-1.xml');
    const players = (await get('/sitemaps/player-1.xml')).body;
    expect(players).toContain(await playerPath(g.squads.home[9]));
    expect((await get('/sitemaps/scorers-1.xml')).body).toContain(publicPaths.scorers(league.id, league.slug));
  });
});
