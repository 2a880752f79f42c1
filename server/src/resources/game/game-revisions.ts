import type { EntityManager } from '@mikro-orm/postgresql';
import { GameInputSchema } from '@meydan/shared-types/schemas';
import { toRecord } from '../../crud/serialize.js';
import { editableFields, takeSnapshot, type RevisionPolicy } from '../../crud/revision-snapshot.js';
import { Game, GameEvent, type IGame } from '../../model/game.entity.js';
import { ENTRY_ORDER, toGameEvent } from '../../model/game-event.record.js';
import { replaceEvents, type EventInput } from './game-events.js';

/** The events as a revision keeps them: what the result screen entered, without the rows' ids. */
const eventsOf = async (em: EntityManager, gameId: number): Promise<EventInput[]> =>
  (await em.find(GameEvent, { game: gameId }, { orderBy: ENTRY_ORDER })).map((e) => {
    const { id: _id, ...event } = toGameEvent(e);
    return event;
  });

/**
 * A game's revisions keep its events too: a result saved on its own screen is a save of the game, and
 * restoring a version puts its events back.
 */
export const gameRevisions: RevisionPolicy = {
  // The report mark is the news item's (see news.resource.ts): a restore does not switch it.
  fields: editableFields(GameInputSchema, ['reportNews']),
  extra: async (em, id) => ({ events: await eventsOf(em, id) }),
  async restoreExtra(em, entity, snapshot) {
    if (!Array.isArray(snapshot.events)) return;
    const events = snapshot.events as EventInput[];
    if (JSON.stringify(events) === JSON.stringify(await eventsOf(em, entity.id))) return;
    await replaceEvents(em, entity as unknown as IGame, events);
  },
};

/** A game as its revisions keep it. */
export const gameSnapshot = (em: EntityManager, game: IGame): Promise<Record<string, unknown>> =>
  takeSnapshot(em, gameRevisions, { ...toRecord(em.getMetadata().get(Game.meta.className), game), id: game.id });
