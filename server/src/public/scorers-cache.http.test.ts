import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import type { GameResult, PagePayload } from '@meydan/shared-types/schemas';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

/*
 * A league's scorers page counts the events of its season's games: a goal there changes it, and on match
 * day a goal in another league's game must not drop it.
 */
let t: TestApp;
let cookie: string;

interface GameRow {
  id: number;
  league: number;
  slug: string;
  sport: string;
  home: number;
  away: number;
}

let footballGames: GameRow[];
let football: GameRow;
let futsal: GameRow;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'admin');
  const rows = await t.app.orm.em.getConnection().execute<GameRow[]>(
    `select g.id, l.id as league, l.slug, sp.slug as sport, g.home_team_id as home, g.away_team_id as away
       from game g join season s on s.id = g.season_id and s.is_current join league l on l.id = s.league_id
       join sport sp on sp.id = l.sport_id
      where g.status = 'finished' order by g.kickoff_at desc, g.id`,
  );
  const of = (sport: string) => {
    const row = rows.find((r) => r.sport === sport);
    if (!row) throw new Error(`no finished ${sport} game in the seed`);
    return row;
  };
  footballGames = rows.filter((r) => r.sport === 'فوتبال');
  football = of('فوتبال');
  futsal = of('فوتسال');
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const renders = () => t.app.pageCache.cache.stats.renders;
const scorersPath = () => publicPaths.scorers(football.league, football.slug);
const board = async () => {
  const p = (await get(publicPaths.payload(scorersPath(), 'test'))).json<PagePayload>();
  if (p.kind !== 'page' || p.page !== 'scorers') throw new Error('no scorers page');
  return p.data.scorers;
};
/** Saves one more goal in a finished game, scored by a player of one side. */
const addGoal = async (game: GameRow, side: 'home' | 'away', playerId: number) => {
  const url = `/api/admin/game/${game.id}/result`;
  const current = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json<GameResult>();
  const events = current.events.map(({ id: _id, ...e }) => e);
  events.push({
    minute: 89,
    extraMinute: null,
    side: 'home',
    type: 'goal',
    player: '',
    relatedPlayer: null,
    playerId,
    relatedPlayerId: null,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie },
    payload: {
      ...current,
      events,
      ...(side === 'home' ? { homeScore: (current.homeScore ?? 0) + 1 } : { awayScore: (current.awayScore ?? 0) + 1 }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const homePlayer = async (game: GameRow) => {
  const [row] = await t.app.orm.em
    .getConnection()
    .execute<{ id: number }[]>('select id from player where team_id = ? order by shirt_number desc, id limit 1', [game.home]);
  return row.id;
};

describe('a league’s scorers page and goals', () => {
  it('stays kept through a goal in another league, and is drawn again with a goal of its own season', async () => {
    expect((await get(scorersPath())).statusCode).toBe(200);
    const before = await board();

    const kept = renders();
    await addGoal(futsal, 'home', await homePlayer(futsal));
    expect((await get(scorersPath())).statusCode).toBe(200);
    expect(renders() - kept, 'a futsal goal dropped the football scorers page').toBe(0);

    // The leader scores once more, in a finished game of their club.
    const leader = before[0];
    const game = footballGames.find((g) => g.home === leader.team?.id || g.away === leader.team?.id);
    if (!game) throw new Error('the leading scorer’s club has no finished game');
    const drawn = renders();
    await addGoal(game, game.home === leader.team?.id ? 'home' : 'away', leader.player.id);
    expect((await get(scorersPath())).statusCode).toBe(200);
    expect(renders() - drawn, 'a goal of its own season kept the old page').toBeGreaterThan(0);
    expect((await board())[0]).toMatchObject({ rank: 1, player: { id: leader.player.id }, count: leader.count + 1 });
  });
});
