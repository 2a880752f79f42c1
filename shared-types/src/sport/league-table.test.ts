import { describe, expect, it } from 'vitest';
import type { GameStatus } from '../schemas/game.js';
import type { TieBreaker, Zone } from '../schemas/league.js';
import { computeLeagueTable, deriveScoreFromEvents, type TableGame, type TableTeam } from './league-table.js';

const RULE = { win: 3, draw: 1, loss: 0 };
let nextId = 1;
let day = 1;

function team(teamId: number, title: string, pointsAdjustment = 0): TableTeam {
  return { teamId, title, pointsAdjustment };
}

function game(
  home: number,
  away: number,
  hs: number | null,
  as: number | null,
  status: GameStatus = 'finished',
  kickoffAt?: string,
): TableGame {
  const at = kickoffAt ?? new Date(Date.UTC(2025, 0, day++)).toISOString();
  return { id: nextId++, homeTeamId: home, awayTeamId: away, homeScore: hs, awayScore: as, status, kickoffAt: at };
}

function table(teams: TableTeam[], games: TableGame[], tieBreakers: TieBreaker[] = [], zones: Zone[] = [], rule = RULE) {
  return computeLeagueTable({ teams, games, rule, tieBreakers, zones });
}

const order = (rows: { title: string }[]) => rows.map((r) => r.title);

const A = team(1, 'استقلال');
const B = team(2, 'پرسپولیس');
const C = team(3, 'سپاهان');
const D = team(4, 'تراکتور');

describe('computeLeagueTable: counting', () => {
  it('adds up played, won, drawn, lost, goals and points for each team', () => {
    const rows = table([A, B, C], [game(1, 2, 2, 1), game(2, 3, 0, 0), game(3, 1, 3, 1)]);
    const a = rows.find((r) => r.teamId === 1);
    expect(a).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3, goalsAgainst: 4, goalDifference: -1, points: 3 });
    const b = rows.find((r) => r.teamId === 2);
    expect(b).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 2, points: 1 });
  });

  it('uses the league points rule, including points for a loss', () => {
    const rows = table([A, B], [game(1, 2, 1, 0), game(2, 1, 1, 1)], [], [], { win: 2, draw: 1, loss: 1 });
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it('lists a team without games with zeros', () => {
    const rows = table([A, B, C], [game(1, 2, 1, 0)]);
    expect(rows.find((r) => r.teamId === 3)).toMatchObject({ played: 0, points: 0, form: [] });
  });

  it('counts awarded games like finished ones', () => {
    const rows = table([A, B], [game(1, 2, 3, 0, 'awarded')]);
    expect(rows[0]).toMatchObject({ teamId: 1, won: 1, points: 3, goalsFor: 3 });
    expect(rows[1]).toMatchObject({ teamId: 2, lost: 1, goalsAgainst: 3 });
  });

  it('ignores scheduled, live, half-time, postponed and cancelled games, even with a score', () => {
    const statuses: GameStatus[] = ['scheduled', 'live', 'half_time', 'postponed', 'cancelled'];
    const rows = table(
      [A, B],
      statuses.map((s) => game(1, 2, 2, 0, s)),
    );
    expect(rows.every((r) => r.played === 0 && r.points === 0)).toBe(true);
  });

  it('ignores a finished game that is missing a score', () => {
    const rows = table([A, B], [game(1, 2, 2, null), game(1, 2, null, null)]);
    expect(rows.every((r) => r.played === 0)).toBe(true);
  });

  it('ignores games against teams that are not in the season', () => {
    const rows = table([A, B], [game(1, 99, 5, 0), game(98, 2, 0, 4)]);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.played === 0)).toBe(true);
  });

  it('applies a points deduction on top of the earned points and can rank a team below', () => {
    const rows = table([team(1, 'استقلال', -7), B], [game(1, 2, 1, 0), game(2, 1, 0, 1)]);
    expect(order(rows)).toEqual(['پرسپولیس', 'استقلال']);
    expect(rows[1]).toMatchObject({ teamId: 1, points: -1, pointsAdjustment: -7, won: 2 });
  });

  it('applies a bonus adjustment too', () => {
    const rows = table([team(1, 'استقلال', 2), B], []);
    expect(rows[0]).toMatchObject({ teamId: 1, points: 2, pointsAdjustment: 2 });
  });

  it('ranks 1..n without shared ranks, even for fully tied teams', () => {
    const rows = table([A, B, C, D], []);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it('returns an empty table for a season without teams', () => {
    expect(table([], [game(1, 2, 1, 0)])).toEqual([]);
  });
});

describe('computeLeagueTable: tie-breakers', () => {
  it('sorts by points first', () => {
    const rows = table([A, B, C], [game(3, 1, 2, 0), game(3, 2, 1, 0), game(1, 2, 1, 1)]);
    expect(rows.map((r) => [r.title, r.points])).toEqual([
      ['سپاهان', 6],
      ['پرسپولیس', 1],
      ['استقلال', 1],
    ]);
  });

  it('puts points first even when the saved list starts with another criterion', () => {
    // B scored ten goals in two draws (2 pts); A scored once in a win (3 pts).
    const rows = table([A, B, C], [game(1, 3, 1, 0), game(2, 3, 5, 5), game(3, 2, 5, 5)], ['goals_for']);
    expect(order(rows)).toEqual(['استقلال', 'پرسپولیس', 'سپاهان']);
  });

  it('separates teams level on points by goal difference', () => {
    const rows = table([A, B, C, D], [game(1, 3, 3, 0), game(2, 4, 1, 0)], ['points', 'goal_difference']);
    expect(order(rows).slice(0, 2)).toEqual(['استقلال', 'پرسپولیس']);
    expect(rows[0].goalDifference).toBe(3);
  });

  it('separates teams level on points and goal difference by goals scored', () => {
    const rows = table([A, B, C, D], [game(1, 3, 1, 0), game(2, 4, 3, 2)], ['points', 'goal_difference', 'goals_for']);
    expect(order(rows).slice(0, 2)).toEqual(['پرسپولیس', 'استقلال']);
  });

  it('follows the saved order of criteria: goals scored before goal difference', () => {
    // A: 3 pts from one 1-0 win (GD +1, GF 1). B: 3 pts from three draws (GD 0, GF 6).
    const games = [game(1, 3, 1, 0), game(2, 4, 5, 5), game(2, 3, 0, 0), game(2, 4, 1, 1)];
    expect(order(table([A, B, C, D], games, ['points', 'goal_difference'])).slice(0, 2)).toEqual(['استقلال', 'پرسپولیس']);
    expect(order(table([A, B, C, D], games, ['points', 'goals_for'])).slice(0, 2)).toEqual(['پرسپولیس', 'استقلال']);
  });

  it('separates teams level on points by number of wins', () => {
    // A: one win and one loss (3 pts, GD -2). B: three draws (3 pts, GD 0). D leads on 4 pts.
    const games = [game(1, 3, 1, 0), game(4, 1, 3, 0), game(2, 3, 0, 0), game(2, 4, 1, 1), game(3, 2, 2, 2)];
    const byWins = table([A, B, C, D], games, ['points', 'wins', 'goal_difference']);
    expect(byWins.map((r) => [r.title, r.points, r.won])).toEqual([
      ['تراکتور', 4, 1],
      ['استقلال', 3, 1],
      ['پرسپولیس', 3, 0],
      ['سپاهان', 2, 0],
    ]);
    const byDifference = table([A, B, C, D], games, ['points', 'goal_difference', 'wins']);
    expect(order(byDifference).slice(1, 3)).toEqual(['پرسپولیس', 'استقلال']);
  });

  it('uses head-to-head between two tied teams, and the default order puts goal difference before it', () => {
    // A and B on 4 points; A beat B, but B has the better goal difference.
    const games = [game(1, 2, 1, 0), game(2, 3, 5, 0), game(1, 4, 0, 0), game(2, 4, 0, 0)];
    expect(order(table([A, B, C, D], games, ['points', 'head_to_head', 'goal_difference'])).slice(0, 2)).toEqual(['استقلال', 'پرسپولیس']);
    expect(order(table([A, B, C, D], games, [])).slice(0, 2)).toEqual(['پرسپولیس', 'استقلال']);
  });

  it('applies head-to-head to the whole group of three tied teams, not pair by pair', () => {
    // A, B, C all on 6 points. Among them: A beat B 3-0, B beat C 1-0, C beat A 1-0, which is
    // circular pair by pair. The mini-table of the three gives each 3 pts, goal difference
    // A +2, C 0, B -2. Overall goal difference would put B first (B beat D 9-0).
    const games = [game(1, 2, 3, 0), game(2, 3, 1, 0), game(3, 1, 1, 0), game(1, 4, 1, 0), game(2, 4, 9, 0), game(3, 4, 1, 0)];
    const rows = table([A, B, C, D], games, ['points', 'head_to_head', 'goal_difference']);
    expect(rows.slice(0, 3).map((r) => r.points)).toEqual([6, 6, 6]);
    expect(order(rows)).toEqual(['استقلال', 'سپاهان', 'پرسپولیس', 'تراکتور']);
  });

  it('uses goals scored within the head-to-head games when points and difference among them tie', () => {
    // A 3-2 B, B 1-0 C, C 1-0 A: all on 3 pts and 0 difference among them; C scored only once.
    const rows = table([A, B, C], [game(1, 2, 3, 2), game(2, 3, 1, 0), game(3, 1, 1, 0)], ['points', 'head_to_head']);
    expect(order(rows)).toEqual(['استقلال', 'پرسپولیس', 'سپاهان']);
  });

  it('moves on to the next criterion when tied teams never met', () => {
    const games = [game(1, 3, 1, 0), game(2, 4, 2, 0)];
    const rows = table([A, B, C, D], games, ['points', 'head_to_head', 'wins', 'goals_for']);
    expect(order(rows).slice(0, 2)).toEqual(['پرسپولیس', 'استقلال']);
  });

  it('ranks teams level on every criterion by their Persian title', () => {
    // A and B drew each other and each beat one other team 1-0.
    const rows = table([A, B, C, D], [game(2, 1, 1, 1), game(2, 3, 1, 0), game(1, 4, 1, 0)], []);
    expect(order(rows).slice(0, 2)).toEqual(['استقلال', 'پرسپولیس']);
  });

  it('orders a table with no games by Persian title', () => {
    const teams = [team(1, 'ذوب آهن'), team(2, 'آلومینیوم'), team(3, 'پیکان'), team(4, 'استقلال'), team(5, 'چادرملو')];
    expect(order(table(teams, []))).toEqual(['آلومینیوم', 'استقلال', 'پیکان', 'چادرملو', 'ذوب آهن']);
  });
});

describe('computeLeagueTable: form and zones', () => {
  it('shows the last five counted results, oldest first, by kickoff time not input order', () => {
    const at = (d: number) => `2025-02-${String(d).padStart(2, '0')}T15:00:00Z`;
    const games = [
      game(1, 2, 0, 1, 'finished', at(7)), // L (7th)
      game(1, 2, 1, 0, 'finished', at(1)), // W (1st, dropped)
      game(2, 1, 1, 1, 'finished', at(3)), // D
      game(1, 2, 2, 0, 'finished', at(2)), // W
      game(2, 1, 2, 0, 'finished', at(5)), // L
      game(1, 2, 3, 3, 'awarded', at(6)), // D
      game(1, 2, 5, 0, 'scheduled', at(8)), // ignored
      game(1, 2, 4, 0, 'finished', at(4)), // W
    ];
    const a = table([A, B], games).find((r) => r.teamId === 1);
    expect(a?.form).toEqual(['D', 'W', 'L', 'D', 'L']);
    expect(a?.played).toBe(7);
  });

  it('gives fewer than five results when fewer games were played', () => {
    const a = table([A, B], [game(1, 2, 1, 0), game(2, 1, 1, 1)]).find((r) => r.teamId === 1);
    expect(a?.form).toEqual(['W', 'D']);
  });

  it('marks each rank with the zone that contains it and leaves the rest without one', () => {
    const zones: Zone[] = [
      { from: 1, to: 1, label: 'قهرمان', color: '#2e7d32' },
      { from: 2, to: 3, label: 'آسیا', color: '#1565c0' },
      { from: 5, to: 5, label: 'سقوط', color: '#c62828' },
    ];
    const teams = [A, B, C, D, team(5, 'مس')];
    const rows = table(teams, [game(1, 2, 1, 0), game(1, 3, 1, 0), game(2, 3, 1, 0), game(4, 5, 1, 0)], [], zones);
    expect(rows.map((r) => r.zone?.label ?? null)).toEqual(['قهرمان', 'آسیا', 'آسیا', null, 'سقوط']);
  });

  it('ignores zones that reach past the number of teams', () => {
    const rows = table([A, B], [], [], [{ from: 3, to: 4, label: 'سقوط', color: '#c62828' }]);
    expect(rows.every((r) => r.zone === null)).toBe(true);
  });
});

describe('deriveScoreFromEvents', () => {
  it('counts goals and penalty goals for their side', () => {
    expect(
      deriveScoreFromEvents([
        { side: 'home', type: 'goal' },
        { side: 'home', type: 'penalty_goal' },
        { side: 'away', type: 'goal' },
      ]),
    ).toEqual({ home: 2, away: 1 });
  });

  it('counts an own goal for the other side', () => {
    expect(
      deriveScoreFromEvents([
        { side: 'home', type: 'own_goal' },
        { side: 'away', type: 'own_goal' },
        { side: 'away', type: 'own_goal' },
      ]),
    ).toEqual({ home: 2, away: 1 });
  });

  it('does not count missed penalties, disallowed goals, cards or substitutions', () => {
    expect(
      deriveScoreFromEvents([
        { side: 'home', type: 'penalty_missed' },
        { side: 'home', type: 'var_disallowed' },
        { side: 'away', type: 'yellow_card' },
        { side: 'away', type: 'second_yellow' },
        { side: 'away', type: 'red_card' },
        { side: 'home', type: 'substitution' },
      ]),
    ).toEqual({ home: 0, away: 0 });
  });

  it('is 0-0 without events', () => {
    expect(deriveScoreFromEvents([])).toEqual({ home: 0, away: 0 });
  });
});
