import { gregorianToJalali } from '@meydan/shared-types/calendar';
import { toPersianDigits, toSearchKey } from '@meydan/shared-types/text';
import { Game, GameEvent } from '../model/game.entity.js';
import { SeasonTeam } from '../model/season-team.entity.js';
import { Season } from '../model/season.entity.js';
import { Week } from '../model/week.entity.js';
import { insertRows } from './bulk-insert.js';
import { personName } from './catalog/people.js';
import { seedLineups } from './demo-lineups.js';
import type { GameRecord, SeasonRecord } from './game-records.js';
import { playerIdOf } from './demo-players.js';
import type { LeagueRef } from './demo-reference.js';
import { matchLength, simulateMatch, upTo } from './match-simulation.js';
import { persianOrdinal } from './persian-words.js';
import type { Random } from './random.js';
import { doubleRoundRobin } from './round-robin.js';
import { DAY_MS, isoDate, startOfTehranDay, type SeedContext } from './seed-context.js';

/** The week being played today; earlier weeks are finished, later ones scheduled. */
export const CURRENT_WEEK = 16;
const WEEKS = 30;
const SEASON_DAYS = 364;

// Day offset from the week's middle day and Tehran wall-clock minutes, one slot per game.
const SLOTS: [day: number, minutes: number][] = [
  [-1, 15 * 60],
  [-1, 17 * 60 + 30],
  [-1, 19 * 60 + 30],
  [0, 15 * 60],
  [0, 17 * 60],
  [0, 19 * 60 + 15],
  [1, 16 * 60],
  [1, 18 * 60 + 30],
];

const jalaliYear = (day: string) => gregorianToJalali(new Date(`${day}T00:00:00Z`)).year;

/** A season is named for the Jalali years its dates span: «۱۴۰۵» within one year, «۱۴۰۴-۱۴۰۵» across two. */
export function seasonTitle(startsOn: string, endsOn: string): string {
  const [first, last] = [jalaliYear(startsOn), jalaliYear(endsOn)];
  return first === last ? toPersianDigits(first) : `${toPersianDigits(first)}-${toPersianDigits(last)}`;
}

/**
 * One season of a league: its teams, 30 weeks and 240 games. `yearsAgo` 0 is the current season,
 * built around today; older seasons are entirely played.
 */
export async function seedSeason(ctx: SeedContext, league: LeagueRef, yearsAgo: number): Promise<SeasonRecord> {
  const { em, now } = ctx;
  const random = ctx.random(`games-${league.seed.key}-${yearsAgo}`);
  const stamp = { createdAt: now, updatedAt: now };
  const isCurrent = yearsAgo === 0;
  const today = startOfTehranDay(now).getTime();
  const weekDay = (week: number) => today + ((week - CURRENT_WEEK) * 7 - yearsAgo * SEASON_DAYS) * DAY_MS;
  const startsOn = isoDate(new Date(weekDay(1) - DAY_MS));
  const endsOn = isoDate(new Date(weekDay(WEEKS) + DAY_MS));
  // The seasons are laid out around today, so their years follow the date the demo is seeded on.
  const title = seasonTitle(startsOn, endsOn);

  const [seasonId] = await insertRows(em, Season, [
    {
      ...stamp,
      league: league.id,
      title,
      searchText: toSearchKey(title),
      isCurrent,
      startsOn,
      endsOn,
    },
  ]);
  await insertRows(
    em,
    SeasonTeam,
    league.teams.map((team, i) => {
      const deducted = isCurrent && league.seed.key === 'football' && i === 10;
      return {
        ...stamp,
        season: seasonId,
        team: team.id,
        pointsAdjustment: deducted ? -3 : 0,
        note: deducted ? 'کسر ۳ امتیاز به دلیل بدهی معوق به بازیکن خارجی (رأی فیفا)' : null,
      };
    }),
  );
  const weekIds = await insertRows(
    em,
    Week,
    Array.from({ length: WEEKS }, (_, i) => ({
      ...stamp,
      season: seasonId,
      number: i + 1,
      title: `هفته ${persianOrdinal(i + 1)}`,
      startsOn: isoDate(new Date(weekDay(i + 1) - DAY_MS)),
      endsOn: isoDate(new Date(weekDay(i + 1) + DAY_MS)),
    })),
  );

  const rounds = doubleRoundRobin(random.shuffle(league.teams));
  const games: Omit<GameRecord, 'id'>[] = [];
  rounds.forEach((pairs, w) => {
    const week = w + 1;
    pairs.forEach(({ home, away }, slot) => {
      const [day, minutes] = SLOTS[slot];
      const kickoffAt = new Date(weekDay(week) + day * DAY_MS + minutes * 60_000);
      games.push(
        playGame(random, league, { seasonId, seasonTitle: title, week, home, away, kickoffAt }, now, isCurrent ? { week, slot } : null),
      );
    });
  });

  const gameIds = await insertRows(
    em,
    Game,
    games.map((g) => ({
      ...stamp,
      season: seasonId,
      week: weekIds[g.week - 1],
      homeTeam: g.home.id,
      awayTeam: g.away.id,
      stadium: g.home.stadiumId,
      kickoffAt: g.kickoffAt,
      status: g.status,
      homeScore: g.result?.homeScore ?? null,
      awayScore: g.result?.awayScore ?? null,
      homeHalfScore: g.result?.homeHalfScore ?? null,
      awayHalfScore: g.result?.awayHalfScore ?? null,
      referee: g.referee,
      attendance: g.attendance,
      ...liveClock(g, now),
    })),
  );
  const records = games.map((g, i) => ({ ...g, id: gameIds[i] }));
  await insertRows(
    em,
    GameEvent,
    records.flatMap((g) =>
      (g.result?.events ?? []).map((e, i) => {
        // Every simulated name is of the event's own side (an own goal is recorded on the scorer's side).
        const team = e.side === 'home' ? g.home : g.away;
        return {
          ...e,
          game: g.id,
          sortOrder: i,
          squadPlayer: playerIdOf(team, e.player),
          relatedSquadPlayer: playerIdOf(team, e.relatedPlayer),
        };
      }),
    ),
  );
  await seedLineups(ctx, records);
  return { id: seasonId, league, title, isCurrent, yearsAgo, games: records };
}

/**
 * A live football game's running clock (see `GameClock`): the first half from kick-off, the second
 * after the 15-minute break `playGame` assumes. Other formats are not timed in halves.
 */
function liveClock(g: Omit<GameRecord, 'id'>, now: Date): { clockStartedAt: Date | null; clockBase: number | null } {
  if (g.status !== 'live' || g.league.seed.key !== 'football') return { clockStartedAt: null, clockBase: null };
  const kickoff = g.kickoffAt.getTime();
  return now.getTime() - kickoff >= 60 * 60_000
    ? { clockStartedAt: new Date(kickoff + 60 * 60_000), clockBase: 45 }
    : { clockStartedAt: g.kickoffAt, clockBase: 0 };
}

type Fixture = Pick<GameRecord, 'seasonId' | 'seasonTitle' | 'week' | 'home' | 'away' | 'kickoffAt'>;

function playGame(
  random: Random,
  league: LeagueRef,
  f: Fixture,
  now: Date,
  current: { week: number; slot: number } | null,
): Omit<GameRecord, 'id'> {
  const format = league.seed.key;
  const result = simulateMatch(random, format, league.seed.goalsMean, f.home, f.away);
  const referee = personName(random);
  const crowd = Math.round(f.home.capacity * (0.12 + random.next() * 0.7 * Math.min(1, f.home.strength / 1.3)));
  const base = { ...f, league, referee };
  // Scripted exceptions of the current season, so every status shows up in the demo.
  if (current && format === 'football') {
    if (current.week === 12 && current.slot === 2) return { ...base, status: 'postponed', result: null, attendance: null };
    if (current.week === 9 && current.slot === 5) {
      return {
        ...base,
        status: 'awarded',
        result: { homeScore: 3, awayScore: 0, homeHalfScore: null, awayHalfScore: null, events: [] },
        attendance: null,
      };
    }
    if (current.week === CURRENT_WEEK && (current.slot === 3 || current.slot === 4)) {
      const minutesAgo = current.slot === 3 ? 25 : 70;
      const kickoffAt = new Date(now.getTime() - minutesAgo * 60_000);
      // A 15-minute break: 70 minutes after kick-off the second half is under way.
      const played = minutesAgo > 60 ? minutesAgo - 15 : minutesAgo;
      return { ...base, kickoffAt, status: 'live', result: upTo(result, played, 45), attendance: crowd };
    }
  }
  const elapsed = now.getTime() - f.kickoffAt.getTime();
  if (elapsed < 0) return { ...base, status: 'scheduled', result: null, attendance: null };
  if (elapsed < 2 * 3_600_000 && format === 'volleyball') {
    // Sets won so far: at most one each in the first hour, so the match is still open.
    const sets = { homeScore: Math.min(result.homeScore, 1), awayScore: Math.min(result.awayScore, 1) };
    return { ...base, status: 'live', result: { ...result, ...sets }, attendance: crowd };
  }
  if (elapsed < 2 * 3_600_000) {
    const length = matchLength(format);
    const played = Math.min(length, Math.round(elapsed / 60_000 - (elapsed > 60 * 60_000 ? 15 : 0)));
    return { ...base, status: 'live', result: upTo(result, played, length / 2), attendance: crowd };
  }
  return { ...base, status: 'finished', result, attendance: crowd };
}
