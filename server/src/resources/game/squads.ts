import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameSide, PlayerPosition } from '@meydan/shared-types/schemas';
import { Player } from '../../model/player.entity.js';
import type { IGame } from '../../model/game.entity.js';

export interface SquadPlayer {
  id: number;
  name: string;
  shirtNumber: number | null;
  position: PlayerPosition | null;
}

export type Squads = Record<GameSide, Map<number, SquadPlayer>>;

export const SIDES: readonly GameSide[] = ['home', 'away'];

/**
 * The players each side of a game may name: its team's squad today, and whoever the game already names
 * for that side. A player who has moved club since stays on the sheet and in the events of a game he
 * played, and re-saving that game must not refuse him.
 */
export async function squadsOf(
  em: EntityManager,
  game: Pick<IGame, 'homeTeam' | 'awayTeam'>,
  named: Record<GameSide, number[]>,
): Promise<Squads> {
  const teams = { home: game.homeTeam.id, away: game.awayTeam.id };
  const ids = [...new Set([...named.home, ...named.away])];
  const players = await em.find(
    Player,
    { $or: [{ team: { $in: [teams.home, teams.away] } }, ...(ids.length ? [{ id: { $in: ids } }] : [])] },
    { fields: ['name', 'shirtNumber', 'position', 'team'], orderBy: { shirtNumber: 'asc', id: 'asc' } },
  );
  const squads: Squads = { home: new Map(), away: new Map() };
  for (const p of players) {
    const player: SquadPlayer = { id: p.id, name: p.name, shirtNumber: p.shirtNumber ?? null, position: p.position ?? null };
    for (const side of SIDES) {
      if (p.team?.id === teams[side] || named[side].includes(p.id)) squads[side].set(p.id, player);
    }
  }
  return squads;
}
