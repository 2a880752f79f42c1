import { publicPaths } from '@meydan/shared-types/public';
import type { PagePayload } from '@meydan/shared-types/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie } from '../testing/index.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close?.());

describe('public league table', () => {
  it('shows the standings the back office computes for the same season', async () => {
    const home = (await app.inject('/_payload.json?b')).json<PagePayload>();
    if (home.kind !== 'page' || home.page !== 'home' || !home.data.table) throw new Error('no table on the home page');
    const { table } = home.data;
    const cookie = await loginCookie(app, 'admin');
    const staff = (await app.inject({ url: `/api/admin/season/${table.season.id}/table`, headers: { cookie } })).json<
      { teamId: number; played: number; points: number; goalDifference: number; form: string[] }[]
    >();
    expect(table.rows.length).toBe(staff.length);
    expect(table.rows.some((r) => r.played > 0)).toBe(true);
    expect(table.rows.map((r) => [r.team.id, r.played, r.points, r.goalDifference, r.form])).toEqual(
      staff.map((r) => [r.teamId, r.played, r.points, r.goalDifference, r.form]),
    );
  });

  it('shows the season the address names, and the current one without it', async () => {
    const home = (await app.inject('/_payload.json?b')).json<PagePayload>();
    if (home.kind !== 'page' || home.page !== 'home' || !home.data.table) throw new Error('no table on the home page');
    const { league } = home.data.table;
    const tableOf = async (season?: number) => {
      const payload = (
        await app.inject(publicPaths.payload(publicPaths.leagueTable(league.id, league.slug, season), 'b'))
      ).json<PagePayload>();
      if (payload.kind !== 'page' || payload.page !== 'leagueTable') throw new Error(`no table for season ${season}`);
      return payload.data;
    };
    const current = await tableOf();
    const past = current.seasons.find((s) => !s.isCurrent);
    if (!past) throw new Error('the league has one season only');
    expect(current.table.season.id).toBe(current.seasons.find((s) => s.isCurrent)?.id);
    expect((await tableOf(past.id)).table.season).toEqual({ id: past.id, title: past.title });
  });
});
