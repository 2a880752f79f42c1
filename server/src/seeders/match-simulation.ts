import type { GameEventType, GameSide } from '@meydan/shared-types/schemas';
import type { Random } from './random.js';

export interface SimulatedEvent {
  minute: number;
  extraMinute: number | null;
  side: GameSide;
  type: GameEventType;
  player: string;
  relatedPlayer: string | null;
}

export interface SimulatedResult {
  homeScore: number;
  awayScore: number;
  homeHalfScore: number | null;
  awayHalfScore: number | null;
  events: SimulatedEvent[];
}

export interface Side {
  squad: string[];
  strength: number;
}

export type MatchFormat = 'football' | 'futsal' | 'volleyball';

const LENGTH: Record<MatchFormat, number> = { football: 90, futsal: 40, volleyball: 0 };
const STARTERS: Record<MatchFormat, number> = { football: 11, futsal: 5, volleyball: 6 };

const other = (side: GameSide): GameSide => (side === 'home' ? 'away' : 'home');

/**
 * One plausible match: goals drawn from the sides' strengths, then the events that explain them
 * (scorers, assists, own goals and penalties), cards and substitutions. The score is always the
 * sum of the scoring events, so the result screen and the report agree.
 */
export function simulateMatch(random: Random, format: MatchFormat, goalsMean: number, home: Side, away: Side): SimulatedResult {
  if (format === 'volleyball') return volleyball(random, home, away);
  const length = LENGTH[format];
  const half = length / 2;
  const starters = STARTERS[format];
  const squadOf = (side: GameSide) => (side === 'home' ? home : away).squad;
  // The squad's first name is the goalkeeper (demo-players.ts): goals, assists and penalties come from the others.
  const outfield = (side: GameSide) => squadOf(side).slice(1, starters);
  const minute = (from = 1, to = length) => {
    const m = random.int(from, to);
    return { minute: m, extraMinute: (m === half || m === length) && random.chance(0.5) ? random.int(1, 6) : null };
  };
  const events: SimulatedEvent[] = [];
  const lambda: Record<GameSide, number> = {
    home: goalsMean * 1.12 * (home.strength / away.strength),
    away: goalsMean * 0.9 * (away.strength / home.strength),
  };
  for (const side of ['home', 'away'] as const) {
    const goals = random.poisson(lambda[side]);
    for (let i = 0; i < goals; i++) {
      const roll = random.next();
      const at = minute();
      if (roll < 0.07) {
        // An own goal is recorded against the player's own side and counts for the other one.
        events.push({
          ...at,
          side: other(side),
          type: 'own_goal',
          player: random.pick(outfield(other(side))),
          relatedPlayer: null,
        });
      } else if (roll < 0.2) {
        events.push({ ...at, side, type: 'penalty_goal', player: random.pick(outfield(side)), relatedPlayer: null });
      } else {
        const [scorer, assist] = random.sample(outfield(side), 2);
        events.push({ ...at, side, type: 'goal', player: scorer, relatedPlayer: random.chance(0.65) ? assist : null });
      }
    }
  }
  if (random.chance(0.08)) {
    const side = random.pick(['home', 'away'] as const);
    events.push({ ...minute(), side, type: 'penalty_missed', player: random.pick(outfield(side)), relatedPlayer: null });
  }
  if (random.chance(0.08)) {
    const side = random.pick(['home', 'away'] as const);
    events.push({ ...minute(), side, type: 'var_disallowed', player: random.pick(outfield(side)), relatedPlayer: null });
  }
  const yellows = random.poisson(format === 'football' ? 3.6 : 1.6);
  const booked: { side: GameSide; player: string; minute: number }[] = [];
  for (let i = 0; i < yellows; i++) {
    const side = random.pick(['home', 'away'] as const);
    const at = minute(5, length - 2);
    const player = random.pick(squadOf(side).slice(0, starters));
    if (booked.some((b) => b.side === side && b.player === player)) continue;
    booked.push({ side, player, minute: at.minute });
    events.push({ ...at, side, type: 'yellow_card', player, relatedPlayer: null });
  }
  const first = booked[0];
  if (first && first.minute < length - 10 && random.chance(0.05)) {
    events.push({
      ...minute(first.minute + 1, length),
      side: first.side,
      type: 'second_yellow',
      player: first.player,
      relatedPlayer: null,
    });
  } else if (random.chance(0.04)) {
    const side = random.pick(['home', 'away'] as const);
    events.push({
      ...minute(20, length),
      side,
      type: 'red_card',
      player: random.pick(squadOf(side).slice(0, starters)),
      relatedPlayer: null,
    });
  }
  // Futsal substitutions are rolling and not recorded.
  if (format === 'football') {
    for (const side of ['home', 'away'] as const) {
      const squad = squadOf(side);
      const on = random.sample(squad.slice(starters), random.int(3, 5));
      const off = random.sample(squad.slice(1, starters), on.length);
      on.forEach((player, i) =>
        events.push({ minute: random.int(46, 88), extraMinute: null, side, type: 'substitution', player, relatedPlayer: off[i] }),
      );
    }
  }
  events.sort((a, b) => a.minute - b.minute || (a.extraMinute ?? 0) - (b.extraMinute ?? 0));
  return { ...score(events, half), events };
}

/** Goals per side from the scoring events, in full and up to half time. */
export function score(events: SimulatedEvent[], half: number) {
  const tally = { homeScore: 0, awayScore: 0, homeHalfScore: 0, awayHalfScore: 0 };
  for (const e of events) {
    if (e.type !== 'goal' && e.type !== 'penalty_goal' && e.type !== 'own_goal') continue;
    const side = e.type === 'own_goal' ? other(e.side) : e.side;
    if (side === 'home') tally.homeScore++;
    else tally.awayScore++;
    if (e.minute <= half) {
      if (side === 'home') tally.homeHalfScore++;
      else tally.awayHalfScore++;
    }
  }
  return tally;
}

function volleyball(random: Random, home: Side, away: Side): SimulatedResult {
  const pHome = (home.strength ** 2 * 1.1) / (home.strength ** 2 * 1.1 + away.strength ** 2);
  const loserSets = random.pick([0, 1, 1, 2, 2]);
  const homeWins = random.next() < pHome;
  return {
    homeScore: homeWins ? 3 : loserSets,
    awayScore: homeWins ? loserSets : 3,
    homeHalfScore: null,
    awayHalfScore: null,
    events: [],
  };
}

/** The part of a match played by `elapsed` minutes of play, for games in progress. */
export function upTo(result: SimulatedResult, elapsed: number, half: number): SimulatedResult {
  const events = result.events.filter((e) => e.minute <= elapsed);
  const s = score(events, half);
  return {
    homeScore: s.homeScore,
    awayScore: s.awayScore,
    homeHalfScore: elapsed >= half ? s.homeHalfScore : null,
    awayHalfScore: elapsed >= half ? s.awayHalfScore : null,
    events,
  };
}

export const matchLength = (format: MatchFormat) => LENGTH[format];
