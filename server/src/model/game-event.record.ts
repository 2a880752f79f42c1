import type { GameEvent } from '@meydan/shared-types/schemas';
import type { IGameEvent } from './game.entity.js';

type Link = { id: number } | null | undefined;

/**
 * A stored event as read by the ORM (links as references) or by SQL with the property names as aliases
 * (links as `playerId` and `relatedPlayerId`).
 */
export type GameEventRow = Pick<IGameEvent, 'id' | 'minute' | 'side' | 'type' | 'player'> & {
  extraMinute?: number | null;
  relatedPlayer?: string | null;
  squadPlayer?: Link;
  relatedSquadPlayer?: Link;
  playerId?: number | null;
  relatedPlayerId?: number | null;
};

/** The one API shape of a game event: the result screen, the live stream and the game page all send this. */
export const toGameEvent = (e: GameEventRow): GameEvent => ({
  id: e.id,
  minute: e.minute,
  extraMinute: e.extraMinute ?? null,
  side: e.side,
  type: e.type,
  player: e.player,
  relatedPlayer: e.relatedPlayer ?? null,
  playerId: e.playerId ?? e.squadPlayer?.id ?? null,
  relatedPlayerId: e.relatedPlayerId ?? e.relatedSquadPlayer?.id ?? null,
});

/** The order of a game's timeline (the live stream, the game page); the result screen keeps entry order. */
export const TIMELINE_ORDER = { minute: 'asc', extraMinute: 'asc', sortOrder: 'asc', id: 'asc' } as const;
export const ENTRY_ORDER = { sortOrder: 'asc', id: 'asc' } as const;

/** The events of the game `gameId` names (a placeholder or a column) as `toGameEvent` reads them, with their entry order. */
export const gameEventsSql = (gameId: string) =>
  `select id, minute, extra_minute as "extraMinute", side, type, player, related_player as "relatedPlayer",
     player_id as "playerId", related_player_id as "relatedPlayerId", sort_order as "sortOrder"
   from game_event where game_id = ${gameId}`;
/** `TIMELINE_ORDER` over `gameEventsSql`'s names. */
export const TIMELINE_ORDER_SQL = `minute asc, "extraMinute" asc, "sortOrder" asc, id asc`;
