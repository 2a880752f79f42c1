import type { GameEventType, GameStatus } from '../schemas/game.js';
import type { TieBreaker, Zone } from '../schemas/league.js';

/** Statuses whose score counts in the league table. */
export const COUNTED_STATUSES: readonly GameStatus[] = ['finished', 'awarded'];

export interface TableTeam {
  teamId: number;
  title: string;
  pointsAdjustment: number;
}
export interface TableGame {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  status: GameStatus;
  kickoffAt: string;
}
export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
}
export type FormResult = 'W' | 'D' | 'L';
export interface TableRow {
  rank: number;
  teamId: number;
  title: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  pointsAdjustment: number;
  form: FormResult[];
  zone: Zone | null;
}
export interface LeagueTableInput {
  teams: TableTeam[];
  games: TableGame[];
  rule: PointsRule;
  tieBreakers: TieBreaker[];
  zones: Zone[];
}

export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = ['points', 'goal_difference', 'goals_for', 'head_to_head', 'wins'];
const FORM_LENGTH = 5;

type Counted = TableGame & { homeScore: number; awayScore: number };
type Stats = Omit<TableRow, 'rank' | 'zone' | 'form'>;

export function computeLeagueTable({ teams, games, rule, tieBreakers, zones }: LeagueTableInput): TableRow[] {
  const byId = new Map<number, TableTeam>();
  for (const team of teams) if (!byId.has(team.teamId)) byId.set(team.teamId, team);
  const counted = countedGames(games, byId);

  const stats = new Map<number, Stats>();
  for (const team of byId.values()) stats.set(team.teamId, tally(team, counted, rule));

  const ordered = rankGroup([...stats.values()], criteriaFrom(tieBreakers), counted, rule);
  return ordered.map((row, i) => {
    const rank = i + 1;
    return {
      rank,
      ...row,
      form: formOf(row.teamId, counted),
      zone: zones.find((z) => rank >= z.from && rank <= z.to) ?? null,
    };
  });
}

function countedGames(games: TableGame[], teams: Map<number, TableTeam>): Counted[] {
  return games
    .filter(
      (g): g is Counted =>
        COUNTED_STATUSES.includes(g.status) &&
        g.homeScore !== null &&
        g.awayScore !== null &&
        g.homeTeamId !== g.awayTeamId &&
        teams.has(g.homeTeamId) &&
        teams.has(g.awayTeamId),
    )
    .sort((a, b) => Date.parse(a.kickoffAt) - Date.parse(b.kickoffAt) || a.id - b.id);
}

function resultFor(teamId: number, g: Counted): { scored: number; conceded: number; result: FormResult } {
  const home = g.homeTeamId === teamId;
  const scored = home ? g.homeScore : g.awayScore;
  const conceded = home ? g.awayScore : g.homeScore;
  return { scored, conceded, result: scored > conceded ? 'W' : scored < conceded ? 'L' : 'D' };
}

function involves(teamId: number, g: Counted): boolean {
  return g.homeTeamId === teamId || g.awayTeamId === teamId;
}

function tally(team: TableTeam, games: Counted[], rule: PointsRule): Stats {
  const s: Stats = {
    teamId: team.teamId,
    title: team.title,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    pointsAdjustment: team.pointsAdjustment,
  };
  for (const g of games) {
    if (!involves(team.teamId, g)) continue;
    const { scored, conceded, result } = resultFor(team.teamId, g);
    s.played++;
    s.goalsFor += scored;
    s.goalsAgainst += conceded;
    if (result === 'W') s.won++;
    else if (result === 'D') s.drawn++;
    else s.lost++;
  }
  s.goalDifference = s.goalsFor - s.goalsAgainst;
  s.points = s.won * rule.win + s.drawn * rule.draw + s.lost * rule.loss + s.pointsAdjustment;
  return s;
}

function formOf(teamId: number, games: Counted[]): FormResult[] {
  return games
    .filter((g) => involves(teamId, g))
    .slice(-FORM_LENGTH)
    .map((g) => resultFor(teamId, g).result);
}

/** Points always decide first, whatever order the league saved. */
function criteriaFrom(tieBreakers: TieBreaker[]): TieBreaker[] {
  const list = tieBreakers.length ? tieBreakers : DEFAULT_TIE_BREAKERS;
  return [...new Set<TieBreaker>(['points', ...list])];
}

type Key = number[];

function keysFor(c: TieBreaker, group: Stats[], games: Counted[], rule: PointsRule): Map<number, Key> {
  if (c === 'head_to_head') return headToHeadKeys(group, games, rule);
  const pick = (s: Stats): number =>
    c === 'points' ? s.points : c === 'goal_difference' ? s.goalDifference : c === 'goals_for' ? s.goalsFor : s.won;
  return new Map(group.map((s) => [s.teamId, [pick(s)]]));
}

/**
 * The mini-table is built once for the whole tied group, not pair by pair, so three teams level on
 * points are separated by the games among all three of them.
 */
function headToHeadKeys(group: Stats[], games: Counted[], rule: PointsRule): Map<number, Key> {
  const ids = new Set(group.map((s) => s.teamId));
  const among = games.filter((g) => ids.has(g.homeTeamId) && ids.has(g.awayTeamId));
  return new Map(
    group.map((s) => {
      let points = 0;
      let diff = 0;
      let goalsFor = 0;
      for (const g of among) {
        if (!involves(s.teamId, g)) continue;
        const { scored, conceded, result } = resultFor(s.teamId, g);
        points += result === 'W' ? rule.win : result === 'D' ? rule.draw : rule.loss;
        diff += scored - conceded;
        goalsFor += scored;
      }
      return [s.teamId, [points, diff, goalsFor]];
    }),
  );
}

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

const byTitle = (a: Stats, b: Stats): number => a.title.localeCompare(b.title, 'fa') || a.teamId - b.teamId;

function rankGroup(group: Stats[], criteria: TieBreaker[], games: Counted[], rule: PointsRule): Stats[] {
  if (group.length < 2 || criteria.length === 0) return [...group].sort(byTitle);
  const [criterion, ...rest] = criteria;
  const keys = keysFor(criterion, group, games, rule);
  const key = (s: Stats): Key => keys.get(s.teamId) ?? [];
  const sorted = [...group].sort((a, b) => compareKeys(key(a), key(b)));

  const out: Stats[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && compareKeys(key(sorted[start]), key(sorted[end])) === 0) end++;
    out.push(...rankGroup(sorted.slice(start, end), rest, games, rule));
    start = end;
  }
  return out;
}

/** The score a list of events adds up to; an own goal counts for the other side. */
export function deriveScoreFromEvents(events: ReadonlyArray<{ side: 'home' | 'away'; type: GameEventType }>): {
  home: number;
  away: number;
} {
  const score = { home: 0, away: 0 };
  for (const e of events) {
    if (e.type === 'goal' || e.type === 'penalty_goal') score[e.side]++;
    else if (e.type === 'own_goal') score[e.side === 'home' ? 'away' : 'home']++;
  }
  return score;
}
