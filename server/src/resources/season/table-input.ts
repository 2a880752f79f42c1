import type { EntityManager } from '@mikro-orm/postgresql';
import { computeLeagueTable, DEFAULT_TIE_BREAKERS, type LeagueTableInput, type TableRow } from '@meydan/shared-types/sport';
import { Game } from '../../model/game.entity.js';
import { SeasonTeam } from '../../model/season-team.entity.js';
import { Season } from '../../model/season.entity.js';
import type { IGame } from '../../model/game.entity.js';
import type { ILeague } from '../../model/league.entity.js';
import type { ISeasonTeam } from '../../model/season-team.entity.js';

type TableGameRow = Pick<IGame, 'id' | 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore' | 'status' | 'kickoffAt'>;

/**
 * What a table is computed with: the league's own points (when it sets them), tie-breakers and zones,
 * and its sport's points. A league entity with its sport loaded is one; so is a plain row.
 */
export type TableRule = Pick<ILeague, 'tieBreakers' | 'zones'> & {
  winPoints?: number | null;
  drawPoints?: number | null;
  lossPoints?: number | null;
  sport: { winPoints: number; drawPoints: number; lossPoints: number };
};

/** The input of computeLeagueTable from loaded rows: the league (with its sport), its season teams and games. */
export function tableInput(league: TableRule, seasonTeams: ISeasonTeam[], games: TableGameRow[]): LeagueTableInput {
  const sport = league.sport;
  return {
    teams: seasonTeams.map((st) => ({ teamId: st.team.id, title: st.team.title, pointsAdjustment: st.pointsAdjustment })),
    games: games.map((g) => ({
      id: g.id,
      homeTeamId: g.homeTeam.id,
      awayTeamId: g.awayTeam.id,
      homeScore: g.homeScore ?? null,
      awayScore: g.awayScore ?? null,
      status: g.status,
      kickoffAt: new Date(g.kickoffAt).toISOString(),
    })),
    rule: {
      win: league.winPoints ?? sport.winPoints,
      draw: league.drawPoints ?? sport.drawPoints,
      loss: league.lossPoints ?? sport.lossPoints,
    },
    tieBreakers: league.tieBreakers?.length ? league.tieBreakers : [...DEFAULT_TIE_BREAKERS],
    zones: league.zones ?? [],
  };
}

export const TABLE_GAME_FIELDS = ['id', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore', 'status', 'kickoffAt'] as const;

/** Everything the league table of a season is computed from; null when the season does not exist. */
export async function loadTableInput(em: EntityManager, seasonId: number): Promise<LeagueTableInput | null> {
  const season = await em.findOne(Season, { id: seasonId }, { populate: ['league.sport'] });
  if (!season) return null;
  const [seasonTeams, games] = await Promise.all([
    em.find(SeasonTeam, { season: seasonId }, { populate: ['team'] }),
    em.find(Game, { season: seasonId }, { fields: [...TABLE_GAME_FIELDS] }),
  ]);
  return tableInput(season.league, seasonTeams, games);
}

export async function loadSeasonTable(em: EntityManager, seasonId: number): Promise<TableRow[] | null> {
  const input = await loadTableInput(em, seasonId);
  return input && computeLeagueTable(input);
}
