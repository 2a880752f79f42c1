import type { GameSide } from '@meydan/shared-types/schemas';
import { FOOTBALL_LINEUP } from '@meydan/shared-types/sport';
import { GameLineup, GameLineupEntry } from '../model/game-lineup.entity.js';
import { insertRows } from './bulk-insert.js';
import type { GameRecord } from './game-records.js';
import type { SeedContext } from './seed-context.js';

const SIDES: readonly GameSide[] = ['home', 'away'];
const { starters: STARTERS } = FOOTBALL_LINEUP;

/**
 * The team sheets of every football game under way or played: the first eleven of each squad in the
 * team's formation and the rest on the bench, the same people the simulated events name, so the pitch
 * and the timeline agree on who came on for whom.
 */
export async function seedLineups(ctx: SeedContext, games: readonly GameRecord[]): Promise<void> {
  const played = games.filter((g) => g.league.seed.key === 'football' && (g.status === 'finished' || g.status === 'live'));
  const sheets = played.flatMap((g) =>
    SIDES.map((side) => {
      const team = side === 'home' ? g.home : g.away;
      return { game: g.id, side, formation: team.formation ?? '4-4-2', coach: team.coach };
    }),
  );
  const entries = played.flatMap((g) =>
    SIDES.flatMap((side) => {
      const team = side === 'home' ? g.home : g.away;
      return team.squad.map((name, i) => {
        const bench = i >= STARTERS;
        const player = team.roster[i];
        return {
          game: g.id,
          side,
          bench,
          sortOrder: bench ? i - STARTERS : i,
          squadPlayer: player.id,
          name,
          shirtNumber: player.shirtNumber,
          position: player.position,
        };
      });
    }),
  );
  await insertRows(ctx.em, GameLineup, sheets);
  await insertRows(ctx.em, GameLineupEntry, entries);
}
