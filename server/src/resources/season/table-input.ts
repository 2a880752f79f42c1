import type { EntityManager } from '@mikro-orm/postgresql';
import {
  computeLeagueTable, DEFAULT_TIE_BREAKERS, type LeagueTableInput, type TableRow,
} from '@meydan/shared-types';
import { Game, Season, SeasonTeam } from '../../db/entities.js';

/** Everything the league table of a season is computed from; null when the season does not exist. */
export async function loadTableInput(em: EntityManager, seasonId: number): Promise<LeagueTableInput | null> {
  const season = await em.findOne(Season, { id: seasonId }, { populate: ['league.sport'] });
  if (!season) return null;
  const league = season.league;
  const sport = league.sport;
  const [seasonTeams, games] = await Promise.all([
    em.find(SeasonTeam, { season: seasonId }, { populate: ['team'] }),
    em.find(Game, { season: seasonId }, { fields: ['id', 'homeTeam', 'awayTeam', 'homeScore', 'awayScore', 'status', 'kickoffAt'] }),
  ]);
  return {
    teams: seasonTeams.map((st) => ({ teamId: st.team.id, title: st.team.title, pointsAdjustment: st.pointsAdjustment })),
    games: games.map((g) => ({
      id: g.id,
      homeTeamId: g.homeTeam.id,
      awayTeamId: g.awayTeam.id,
      homeScore: g.homeScore ?? null,
      awayScore: g.awayScore ?? null,
      status: g.status,
      kickoffAt: g.kickoffAt.toISOString(),
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

export async function loadSeasonTable(em: EntityManager, seasonId: number): Promise<TableRow[] | null> {
  const input = await loadTableInput(em, seasonId);
  return input && computeLeagueTable(input);
}
