import type { EntityManager } from '@mikro-orm/postgresql';
import { GameInputSchema } from '@meydan/shared-types/schemas';
import { toRecord } from '../../crud/serialize.js';
import { editableFields, takeSnapshot, type RevisionPolicy } from '../../crud/revision-snapshot.js';
import { Game, GameEvent, type IGame } from '../../model/game.entity.js';
import { ENTRY_ORDER, toGameEvent } from '../../model/game-event.record.js';
import { replaceEvents, type EventInput } from './game-events.js';
import { replaceLineups } from './game-lineups.js';
import { readTeamSheets, type TeamSheets } from '../../model/game-lineup.record.js';
import { readCommentaryEntries } from '../../model/game-commentary.record.js';
import { readStats, type SideStats } from '../../live/centre-parts.js';
import { replaceStats } from './game-stats.js';

const isTeamSheets = (value: unknown): value is TeamSheets => !!value && typeof value === 'object' && 'home' in value && 'away' in value;
const isSideStats = (value: unknown): value is SideStats => isTeamSheets(value);

/** The commentary as a revision keeps it: what each entry says, so the history shows who wrote or changed what. */
const commentaryOf = async (em: EntityManager, gameId: number) =>
  (await readCommentaryEntries(em, gameId)).map(({ id, minute, extraMinute, kind, text, media }) => ({
    id,
    minute,
    extraMinute,
    kind,
    text,
    media,
  }));

/** The events as a revision keeps them: what the result screen entered, without the rows' ids. */
const eventsOf = async (em: EntityManager, gameId: number): Promise<EventInput[]> =>
  (await em.find(GameEvent, { game: gameId }, { orderBy: ENTRY_ORDER })).map((e) => {
    const { id: _id, ...event } = toGameEvent(e);
    return event;
  });

/**
 * A game's revisions keep its events, team sheets, statistics and commentary too: each is saved on its own
 * screen as a save of the game, and restoring a version puts back all but the commentary.
 */
export const gameRevisions: RevisionPolicy = {
  // The report mark is the news item's (see news.resource.ts): a restore does not switch it.
  fields: editableFields(GameInputSchema, ['reportNews']),
  extra: async (em, id) => ({
    events: await eventsOf(em, id),
    lineups: await readTeamSheets(em, id),
    stats: (await readStats(em, [id])).get(id)!,
    commentary: await commentaryOf(em, id),
  }),
  async restoreExtra(em, entity, snapshot) {
    const game = entity as unknown as IGame;
    if (Array.isArray(snapshot.events)) {
      const events = snapshot.events as EventInput[];
      if (JSON.stringify(events) !== JSON.stringify(await eventsOf(em, entity.id))) await replaceEvents(em, game, events);
    }
    // Revisions from before team sheets were kept have none: restoring one leaves today's sheets alone.
    if (isTeamSheets(snapshot.lineups)) {
      if (JSON.stringify(snapshot.lineups) !== JSON.stringify(await readTeamSheets(em, entity.id))) {
        await replaceLineups(em, game, snapshot.lineups);
      }
    }
    if (isSideStats(snapshot.stats)) {
      if (JSON.stringify(snapshot.stats) !== JSON.stringify((await readStats(em, [entity.id])).get(entity.id))) {
        await replaceStats(em, game, snapshot.stats);
      }
    }
    // The commentary is written entry by entry, often by several people at once: a restore leaves it as it is.
  },
};

/** A game as its revisions keep it. */
export const gameSnapshot = (em: EntityManager, game: IGame): Promise<Record<string, unknown>> =>
  takeSnapshot(em, gameRevisions, { ...toRecord(em.getMetadata().get(Game.meta.className), game), id: game.id });
