import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameEventInput } from '@meydan/shared-types/schemas';
import { normalizeText } from '@meydan/shared-types/text';
import { lockRows } from '../../crud/row-locks.js';
import { GameEvent, type IGame } from '../../model/game.entity.js';
import { Player } from '../../model/player.entity.js';

export type EventInput = GameEventInput;

/**
 * The squad players these events link to that still exist, by id with their names; locked until the
 * write commits so that none is deleted under the new links. A restored revision may name a player
 * removed since: his link goes, the name the event was saved with stays.
 */
async function linkedPlayers(em: EntityManager, events: readonly EventInput[]): Promise<Map<number, string>> {
  const ids = [...new Set(events.flatMap((e) => [e.playerId, e.relatedPlayerId]).filter((id): id is number => !!id))];
  const found = await lockRows(em, Player.meta.className, ids, 'key share');
  if (found.size === 0) return new Map();
  const players = await em.find(Player, { id: { $in: [...found] } }, { fields: ['name'] });
  return new Map(players.map((p) => [p.id, p.name]));
}

/**
 * Replaces a game's events with `events`, in their order; names normalized as every plain text is. A
 * linked player is named as his record names him, so the timeline reads the same as the squad.
 */
export async function replaceEvents(em: EntityManager, game: IGame, events: readonly EventInput[]): Promise<void> {
  const players = await linkedPlayers(em, events);
  const link = (id: number | null | undefined) => (id && players.has(id) ? { id, name: players.get(id)! } : null);
  await em.nativeDelete(GameEvent, { game: game.id });
  events.forEach((e, i) => {
    const player = link(e.playerId);
    const related = link(e.relatedPlayerId);
    em.create(GameEvent, {
      game,
      minute: e.minute,
      extraMinute: e.extraMinute ?? null,
      side: e.side,
      type: e.type,
      player: player?.name ?? normalizeText(e.player),
      relatedPlayer: related?.name ?? (e.relatedPlayer ? normalizeText(e.relatedPlayer) || null : null),
      squadPlayer: player ? em.getReference(Player, player.id) : null,
      relatedSquadPlayer: related ? em.getReference(Player, related.id) : null,
      sortOrder: i,
    });
  });
}
