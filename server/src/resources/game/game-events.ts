import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameEventInput } from '@meydan/shared-types/schemas';
import { normalizeText } from '@meydan/shared-types/text';
import { GameEvent, type IGame } from '../../model/game.entity.js';

export type EventInput = GameEventInput;

/** Replaces a game's events with `events`, in their order; names normalized as every plain text is. */
export async function replaceEvents(em: EntityManager, game: IGame, events: readonly EventInput[]): Promise<void> {
  await em.nativeDelete(GameEvent, { game: game.id });
  events.forEach((e, i) =>
    em.create(GameEvent, {
      game,
      minute: e.minute,
      extraMinute: e.extraMinute ?? null,
      side: e.side,
      type: e.type,
      player: normalizeText(e.player),
      relatedPlayer: e.relatedPlayer ? normalizeText(e.relatedPlayer) || null : null,
      sortOrder: i,
    }),
  );
}
