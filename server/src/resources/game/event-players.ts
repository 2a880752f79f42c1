import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameEventInput, GameSide } from '@meydan/shared-types/schemas';
import { normalizeText } from '@meydan/shared-types/text';
import { GameEvent, type IGame } from '../../model/game.entity.js';
import { squadsOf } from './squads.js';

const NOT_IN_SQUAD = 'این بازیکن در فهرست بازیکنان تیمِ این رویداد نیست؛ از فهرست همان تیم انتخاب کنید یا نامش را بنویسید.';

/** The squad players this game's stored events already name, by side. */
async function linkedIds(em: EntityManager, gameId: number): Promise<Record<GameSide, number[]>> {
  const rows = await em.find(GameEvent, { game: gameId }, { fields: ['side', 'squadPlayer', 'relatedSquadPlayer'] });
  const named: Record<GameSide, number[]> = { home: [], away: [] };
  for (const e of rows) {
    for (const link of [e.squadPlayer, e.relatedSquadPlayer]) if (link) named[e.side].push(link.id);
  }
  return named;
}

/**
 * Each event names its player by a link to the squad of its own side's team (an own goal is recorded on
 * the scorer's side, as everywhere else) or, for someone the database does not know, by name alone.
 */
export async function eventPlayerErrors(
  em: EntityManager,
  game: Pick<IGame, 'id' | 'homeTeam' | 'awayTeam'>,
  events: readonly GameEventInput[],
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  // Events named by text alone (every event stored before squads existed) need no squad read.
  const squads = events.some((e) => e.playerId || e.relatedPlayerId) ? await squadsOf(em, game, await linkedIds(em, game.id)) : null;
  const inSquad = (side: GameSide, id: number) => squads?.[side].has(id) ?? false;
  events.forEach((e, i) => {
    if (e.playerId) {
      if (!inSquad(e.side, e.playerId)) errors[`events.${i}.player`] = NOT_IN_SQUAD;
    } else if (!normalizeText(e.player)) {
      errors[`events.${i}.player`] = 'نام بازیکن را وارد کنید.';
    }
    if (e.relatedPlayerId && !inSquad(e.side, e.relatedPlayerId)) errors[`events.${i}.relatedPlayer`] = NOT_IN_SQUAD;
  });
  return errors;
}
