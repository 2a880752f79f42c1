import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import type { GameCentre } from '@meydan/shared-types/schemas';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

/*
 * A game page shows its teams' head-to-head and form, so a new result of either team changes it; a goal in
 * a game under way changes no result, and on match day it must not drop every game page of the archive.
 */
let t: TestApp;
let cookie: string;

interface GameRow {
  id: number;
  home: number;
  away: number;
}

let earlier: GameRow;
let later: GameRow;
let other: GameRow;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'admin');
  const rows = await t.app.orm.em
    .getConnection()
    .execute<GameRow[]>('select id, home_team_id as home, away_team_id as away from game order by kickoff_at, id');
  const teamsOf = (g: GameRow) => [g.home, g.away];
  // Two games of one team, the later one kicking off after the other, and a game of none of the first one's teams.
  const pair = rows.flatMap((a, i) =>
    rows
      .slice(i + 1)
      .filter((b) => teamsOf(b).includes(a.home))
      .map((b) => [a, b] as const),
  )[0];
  if (!pair) throw new Error('no team plays twice in the seed');
  [earlier, later] = pair;
  const found = rows.find(
    (g) => g.id !== later.id && !teamsOf(g).some((id) => teamsOf(earlier).includes(id) || teamsOf(later).includes(id)),
  );
  if (!found) throw new Error('no game of other teams in the seed');
  other = found;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const renders = () => t.app.pageCache.cache.stats.renders;
const pagePath = async (id: number) => publicPaths.game(id, (await get(`/api/public/games/${id}/centre`)).json<GameCentre>().game.slug);
const saveResult = async (id: number, status: string, homeScore: number) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/game/${id}/result`,
    headers: { cookie },
    payload: { status, homeScore, awayScore: 0, homeHalfScore: null, awayHalfScore: null, events: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a game page and other games’ results', () => {
  it('stays kept through a goal elsewhere, and is drawn again when a game of its teams finishes', async () => {
    await saveResult(earlier.id, 'live', 0);
    const pages = [await pagePath(later.id), await pagePath(other.id)];
    for (const path of pages) expect((await get(path)).statusCode, path).toBe(200);

    const beforeGoal = renders();
    await saveResult(earlier.id, 'live', 1);
    for (const path of pages) expect((await get(path)).statusCode).toBe(200);
    expect(renders() - beforeGoal, 'a goal in a game under way dropped other games’ pages').toBe(0);

    await saveResult(earlier.id, 'finished', 1);
    const drawn = [];
    for (const path of pages) {
      const before = renders();
      expect((await get(path)).statusCode).toBe(200);
      drawn.push(renders() > before);
    }
    // The later game of the same team shows the new result in its form; the other teams' game is kept.
    expect(drawn).toEqual([true, false]);
    const centre = (await get(`/api/public/games/${later.id}/centre`)).json<GameCentre>();
    const form = [...centre.headToHead.form.home, ...centre.headToHead.form.away];
    expect(form.find((g) => g.id === earlier.id)).toMatchObject({ goalsFor: expect.any(Number) });
  });
});
