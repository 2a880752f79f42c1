import type { EntityManager } from '@mikro-orm/core';
import { LIMITS } from '@meydan/shared-types/constants';
import type { PublicFormGame, PublicHeadToHead, PublicMeeting } from '@meydan/shared-types/schemas';
import { rawSql, sql, type Sql } from '../db/sql.js';
import { gameCardsIn, type GameCardRow } from './card-rows.js';
import type { Cards } from './cards.js';

const N = LIMITS.headToHead;
/** A finished game with a score: what a result and a record count. */
const FINISHED = rawSql(`status in ('finished', 'awarded') and home_score is not null and away_score is not null`);

/**
 * The latest finished games before `before` of a home team against an away team (or of one team on one
 * side against anyone, when the other is null). Each arm walks one of the game table's (team, kick-off)
 * indexes backwards and stops after N rows, however long the archive.
 */
const arm = (home: number | null, away: number | null, before: string): Sql => {
  if (home !== null && away !== null) {
    return sql`(select id, kickoff_at from game where home_team_id = ${home} and away_team_id = ${away} and ${FINISHED}
      and kickoff_at < ${before} order by kickoff_at desc limit ${N})`;
  }
  const column = rawSql(home !== null ? 'home_team_id' : 'away_team_id');
  return sql`(select id, kickoff_at from game where ${column} = ${home ?? away} and ${FINISHED}
    and kickoff_at < ${before} order by kickoff_at desc limit ${N})`;
};

/** The newest N of two arms: one team's games either side at home, or the two teams' meetings. */
const latest = (a: Sql, b: Sql): Sql => sql`(select id from (${a} union all ${b}) x order by kickoff_at desc, id desc limit ${N})`;

/** The statement selecting the ids of every game the head-to-head shows; its own export so the bench can explain it. */
export function headToHeadIds(homeTeam: number, awayTeam: number, before: string): Sql {
  return sql`${latest(arm(homeTeam, awayTeam, before), arm(awayTeam, homeTeam, before))}
    union ${latest(arm(homeTeam, null, before), arm(null, homeTeam, before))}
    union ${latest(arm(awayTeam, null, before), arm(null, awayTeam, before))}`;
}

const newestFirst = (a: GameCardRow, b: GameCardRow) => new Date(b.kickoffAt).getTime() - new Date(a.kickoffAt).getTime() || b.id - a.id;

/**
 * The two teams' last meetings and each one's last results before this game kicked off: two statements,
 * one choosing the games and one reading them as cards.
 */
export async function readHeadToHead(
  em: EntityManager,
  cards: Cards,
  game: { id: number; kickoffAt: string | Date; homeTeam: { id: number }; awayTeam: { id: number } },
): Promise<PublicHeadToHead> {
  const home = game.homeTeam.id;
  const away = game.awayTeam.id;
  const before = new Date(game.kickoffAt).toISOString();
  const rows = (await gameCardsIn(em, headToHeadIds(home, away, before))).filter((r) => r.id !== game.id).sort(newestFirst);

  const meetings = rows
    .filter((r) => (r.homeTeam.id === home && r.awayTeam.id === away) || (r.homeTeam.id === away && r.awayTeam.id === home))
    .slice(0, N);
  const record = { homeWins: 0, draws: 0, awayWins: 0 };
  for (const m of meetings) {
    const diff = (m.homeScore ?? 0) - (m.awayScore ?? 0);
    const forHome = m.homeTeam.id === home ? diff : -diff;
    if (forHome > 0) record.homeWins++;
    else if (forHome < 0) record.awayWins++;
    else record.draws++;
  }
  const formOf = (team: number): PublicFormGame[] =>
    rows
      .filter((r) => r.homeTeam.id === team || r.awayTeam.id === team)
      .slice(0, N)
      .map((r) => {
        const card = cards.game(r);
        const atHome = r.homeTeam.id === team;
        const goalsFor = (atHome ? r.homeScore : r.awayScore) ?? 0;
        const goalsAgainst = (atHome ? r.awayScore : r.homeScore) ?? 0;
        return {
          id: r.id,
          slug: card.slug,
          kickoffAt: card.kickoffAt,
          atHome,
          opponent: atHome ? card.away : card.home,
          goalsFor,
          goalsAgainst,
          result: goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D',
        };
      });
  return {
    meetings: meetings.map((r): PublicMeeting => {
      const card = cards.game(r);
      return {
        id: r.id,
        slug: card.slug,
        kickoffAt: card.kickoffAt,
        home: card.home,
        away: card.away,
        homeScore: r.homeScore ?? 0,
        awayScore: r.awayScore ?? 0,
        league: card.league,
      };
    }),
    record,
    form: { home: formOf(home), away: formOf(away) },
  };
}
