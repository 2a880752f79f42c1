import type { EntityManager } from '@mikro-orm/core';
import { executePrepared } from '../db/prepared.js';
import { type GameStatus, type PublicTable } from '@meydan/shared-types/schemas';
import { computeLeagueTable } from '@meydan/shared-types/sport';
import { tableInput, type TableRule } from '../resources/season/table-input.js';
import { Season } from '../model/season.entity.js';
import type { ISeason } from '../model/season.entity.js';
import { imageJson, jsonRows, type RefRow, type TeamRow } from './card-rows.js';
import type { MediaUrl } from '../storage/index.js';
import { cardsFor, ref } from './cards.js';
import { cacheKeys } from '../cache/keys.js';
import { tags } from '../cache/tags.js';
import { keptData, type LoaderContext } from './context.js';

/** The season a table page shows: the one asked for (if it belongs to the league), else the current one. */
export async function pickSeason(em: EntityManager, leagueId: number, seasonId?: number | null): Promise<ISeason | null> {
  if (seasonId) {
    const asked = await em.findOne(Season, { id: seasonId, league: leagueId });
    if (asked) return asked;
  }
  return (
    (await em.findOne(Season, { league: leagueId, isCurrent: true })) ??
    em.findOne(Season, { league: leagueId }, { orderBy: { startsOn: 'desc', id: 'desc' } })
  );
}

interface TableGame {
  id: number;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  status: GameStatus;
  kickoff_at: Date | string;
}

/** The league a table is of, with its rule and its sport: a league entity with its sport loaded, or a row. */
export type TableLeague = RefRow & TableRule & { sport: RefRow & TableRule['sport'] };

/**
 * A table league as a JSON row, over `league l` and `sport s` (its sport): for pages that read the
 * league beside other rows, instead of as entities.
 */
export const TABLE_LEAGUE_JSON = `json_build_object('id', l.id, 'title', l.title, 'slug', l.slug,
  'winPoints', l.win_points, 'drawPoints', l.draw_points, 'lossPoints', l.loss_points, 'tieBreakers', l.tie_breakers, 'zones', l.zones,
  'sport', json_build_object('id', s.id, 'title', s.title, 'slug', s.slug,
    'winPoints', s.win_points, 'drawPoints', s.draw_points, 'lossPoints', s.loss_points))`;

/** A season's teams and games, as `buildTable` reads them. */
const SEASON_ROWS = `select
  ${
    jsonRows(`select st.points_adjustment as "pointsAdjustment",
      json_build_object('id', t.id, 'title', t.title, 'slug', t.slug, 'shortTitle', t.short_title, 'logo', ${imageJson('lg')}) as team
    from season_team st join team t on t.id = st.team_id left join media lg on lg.id = t.logo_id where st.season_id = ?`).sql
  } as entries,
  ${jsonRows('select id, home_team_id, away_team_id, home_score, away_score, status, kickoff_at from game where season_id = ?').sql} as games`;

/**
 * Standings computed from the season's played games with the league's rule, tie-breakers and zones. The
 * season's games (hundreds) are read as plain rows: as entities they cost ten times the CPU of the
 * whole computation, on every page that shows a table.
 */
export async function buildTable(
  em: EntityManager,
  mediaUrl: MediaUrl,
  league: TableLeague,
  season: Pick<ISeason, 'id' | 'title'>,
): Promise<PublicTable> {
  // The season's teams (with their crests, as the table shows them) and its games, as rows: one statement.
  const [{ entries, games }] = await executePrepared<{ entries: { pointsAdjustment: number; team: TeamRow }[]; games: TableGame[] }>(
    em,
    SEASON_ROWS,
    [season.id, season.id],
  );
  const sport = league.sport;
  const rows = computeLeagueTable({
    ...tableInput(league, [], []),
    teams: entries.map((e) => ({ teamId: e.team.id, title: e.team.title, pointsAdjustment: e.pointsAdjustment })),
    games: games.map((g) => ({
      id: g.id,
      homeTeamId: g.home_team_id,
      awayTeamId: g.away_team_id,
      homeScore: g.home_score,
      awayScore: g.away_score,
      status: g.status,
      kickoffAt: new Date(g.kickoff_at).toISOString(),
    })),
  });
  const teams = new Map(entries.map((e) => [e.team.id, e.team]));
  const { team: toTeamRef } = cardsFor(mediaUrl);
  return {
    league: { id: league.id, title: league.title, slug: league.slug },
    sport: ref(sport)!,
    season: { id: season.id, title: season.title },
    zones: league.zones ?? [],
    rows: rows.flatMap((r) => {
      const team = teams.get(r.teamId);
      if (!team) return [];
      const { teamId: _teamId, title: _title, pointsAdjustment: _adj, zone, ...stats } = r;
      return [{ ...stats, team: toTeamRef(team), zone: zone ? { label: zone.label, color: zone.color } : null }];
    }),
  };
}

/**
 * A season's table as the pages that show it read it: made once and kept until a game changes (or
 * anything under `*`: a team, the league, the season), so the table page, the home page and every
 * team page of the season share one computation. A team page miss computed it for itself (a read of
 * the season's hundreds of games, then the standings): about a third of the miss's loader time.
 */
export function seasonTable(ctx: LoaderContext, league: TableLeague, season: Pick<ISeason, 'id' | 'title'>): Promise<PublicTable> {
  return keptData(ctx, cacheKeys.seasonTable(season.id), [tags.layout, tags.list.game], () =>
    buildTable(ctx.em, ctx.mediaUrl, league, season),
  );
}

/**
 * The home page's table: that of the first active league (by sort order) that has a season, its current
 * season or else its latest; the league, its sport and the season come in one statement.
 */
export async function featuredTable(ctx: LoaderContext): Promise<PublicTable | null> {
  const season = await ctx.em.findOne(
    Season,
    { league: { isActive: true } },
    {
      populate: ['league.sport'],
      orderBy: [{ league: { sortOrder: 'asc', id: 'asc' } }, { isCurrent: 'desc' }, { startsOn: 'desc' }, { id: 'desc' }],
    },
  );
  return season ? seasonTable(ctx, season.league, season) : null;
}
