import type { PlayerPosition, PreferredFoot } from '@meydan/shared-types/schemas';
import { formationLines, formationPositions } from '@meydan/shared-types/sport';
import { toSearchKey } from '@meydan/shared-types/text';
import { Player } from '../model/player.entity.js';
import { insertRows } from './bulk-insert.js';
import type { LeagueRef, TeamRef } from './demo-reference.js';
import type { MatchFormat } from './match-simulation.js';
import type { Random } from './random.js';
import type { SeedContext } from './seed-context.js';

const FOOTBALL_FORMATIONS = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '4-1-4-1', '5-3-2'];

/**
 * The squad's positions in squad order. The match simulation starts the first eleven (five in futsal)
 * and brings the rest on, so the first ones are a side lined up in the team's formation and the rest a
 * bench with a second goalkeeper. Volleyball has no such lines: its players have no position.
 */
const BENCH: PlayerPosition[] = ['goalkeeper', 'defender', 'defender', 'defender', 'midfielder', 'midfielder', 'midfielder', 'midfielder'];
const FUTSAL_FIVE: PlayerPosition[] = ['goalkeeper', 'defender', 'midfielder', 'midfielder', 'forward'];

function squadPositions(format: MatchFormat, formation: string | null, size: number): (PlayerPosition | null)[] {
  if (format === 'volleyball') return Array<null>(size).fill(null);
  const starters = format === 'football' && formation ? formationPositions(formationLines(formation)!) : FUTSAL_FIVE;
  const bench = Array.from({ length: size - starters.length }, (_, i): PlayerPosition => BENCH[i] ?? 'forward');
  return [...starters, ...bench];
}

const HEIGHTS: Record<PlayerPosition | 'volleyball', [number, number]> = {
  goalkeeper: [184, 198],
  defender: [177, 192],
  midfielder: [169, 186],
  forward: [171, 190],
  volleyball: [186, 212],
};

const foot = (random: Random): PreferredFoot => {
  const roll = random.next();
  return roll < 0.72 ? 'right' : roll < 0.95 ? 'left' : 'both';
};

/** Shirt numbers: the first goalkeeper wears 1, the second one of the usual keepers' numbers, the rest distinct. */
function shirtNumbers(random: Random, positions: readonly (PlayerPosition | null)[]): number[] {
  const second = random.pick([12, 22, 30, 31]);
  const pool = random.shuffle(Array.from({ length: 44 }, (_, i) => i + 2).filter((n) => n !== second));
  let keepers = 0;
  return positions.map((p) => (p === 'goalkeeper' ? (keepers++ === 0 ? 1 : second) : pool.pop()!));
}

// Fixed, not `now`: a squad is the same people whenever the demo is seeded.
const SEASON_YEAR = 2025;

/**
 * Every demo team's squad as player records, one per name the team's squad already has (the match
 * simulation and the stories name the same people), in squad order. Its own random phase: adding
 * players shifts no other part of the demo.
 */
export async function seedPlayers(ctx: SeedContext, leagues: LeagueRef[]): Promise<void> {
  const random = ctx.random('players');
  const stamp = { createdAt: ctx.now, updatedAt: ctx.now };
  for (const league of leagues) {
    const format = league.seed.key;
    const rows = league.teams.flatMap((team) => {
      team.formation = format === 'football' ? random.pick(FOOTBALL_FORMATIONS) : null;
      const positions = squadPositions(format, team.formation, team.squad.length);
      const numbers = shirtNumbers(random, positions);
      return team.squad.map((name, i) => {
        const position = positions[i];
        const [low, high] = HEIGHTS[position ?? 'volleyball'];
        const age = random.int(18, 35);
        const birthDate = `${SEASON_YEAR - age}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
        return {
          ...stamp,
          name,
          slug: ctx.slugs('player').take(name),
          searchText: toSearchKey(`${name} ایران`),
          birthDate,
          position,
          nationality: 'ایران',
          height: random.int(low, high),
          preferredFoot: foot(random),
          team: team.id,
          shirtNumber: numbers[i],
        };
      });
    });
    const ids = await insertRows(ctx.em, Player, rows);
    let next = 0;
    for (const team of league.teams) {
      team.roster = team.squad.map(() => {
        const row = rows[next];
        return { id: ids[next++], shirtNumber: row.shirtNumber, position: row.position };
      });
    }
  }
}

/** The id of a squad member named `name`, or null for a name from outside the squad. */
export const playerIdOf = (team: TeamRef, name: string | null): number | null => {
  const i = name ? team.squad.indexOf(name) : -1;
  return i >= 0 ? team.roster[i].id : null;
};
