import { LIMITS } from '@meydan/shared-types/constants';
import type { PublicFormGame, PublicHeadToHead, PublicMeeting } from '@meydan/shared-types/schemas';
import { rawSql, sql, type Sql } from '../db/sql.js';
import type { GameCardRow } from './card-rows.js';
import type { Cards } from './cards.js';

const N = LIMITS.headToHead;
/** A finished game with a score: what a result and a record count. */
const FINISHED = rawSql(`status in ('finished', 'awarded') and home_score is not null and away_score is not null`);

/**
 * The latest finished games before `before` of a home team against an away team (or of one team on one
 * side against anyone, when the other is null). Each arm walks one of the game table's (team, kick-off)
 * indexes backwards and stops after N rows, however long the archive. The teams and the time are SQL:
 * the columns of the game row the page's statement reads.
 */
const arm = (home: Sql | null, away: Sql | null, before: Sql): Sql => {
  if (home !== null && away !== null) {
    return sql`(select id, kickoff_at from game where home_team_id = ${home} and away_team_id = ${away} and ${FINISHED}
      and kickoff_at < ${before} order by kickoff_at desc limit ${rawSql(String(N))})`;
  }
  const column = rawSql(home !== null ? 'home_team_id' : 'away_team_id');
  return sql`(select id, kickoff_at from game where ${column} = ${(home ?? away)!} and ${FINISHED}
    and kickoff_at < ${before} order by kickoff_at desc limit ${rawSql(String(N))})`;
};

/** The newest N of two arms: one team's games either side at home, or the two teams' meetings. */
const latest = (a: Sql, b: Sql): Sql =>
  sql`(select id from (${a} union all ${b}) x order by kickoff_at desc, id desc limit ${rawSql(String(N))})`;

/**
 * The statement selecting the ids of every game the head-to-head shows: the two teams' last meetings and
 * each one's last results before `before`.
 */
export function headToHeadIds(homeTeam: Sql, awayTeam: Sql, before: Sql): Sql {
  return sql`${latest(arm(homeTeam, awayTeam, before), arm(awayTeam, homeTeam, before))}
    union ${latest(arm(homeTeam, null, before), arm(null, homeTeam, before))}
    union ${latest(arm(awayTeam, null, before), arm(null, awayTeam, before))}`;
}

const newestFirst = (a: GameCardRow, b: GameCardRow) => new Date(b.kickoffAt).getTime() - new Date(a.kickoffAt).getTime() || b.id - a.id;

/**
 * The two teams' last meetings and each one's last results before this game kicked off, from the cards
 * of the games `headToHeadIds` selects.
 */
export function headToHeadOf(
  cards: Cards,
  game: { id: number; homeTeam: { id: number }; awayTeam: { id: number } },
  cardRows: readonly GameCardRow[],
): PublicHeadToHead {
  const home = game.homeTeam.id;
  const away = game.awayTeam.id;
  const rows = cardRows.filter((r) => r.id !== game.id).sort(newestFirst);

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
