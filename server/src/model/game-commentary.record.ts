import type { EntityManager } from '@mikro-orm/core';
import type { CommentaryEntry } from '@meydan/shared-types/schemas';
import { GameCommentary, type IGameCommentary } from './game-commentary.entity.js';

/** Newest first: minute, extra minute (none before any), then the entry written last. */
export const COMMENTARY_ORDER = { minute: 'desc', extraMinute: 'desc nulls last', id: 'desc' } as const;

/** The one back-office shape of a commentary entry. */
export const toCommentaryEntry = (e: IGameCommentary): CommentaryEntry => ({
  id: e.id,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
  version: e.version,
  game: e.game.id,
  minute: e.minute,
  extraMinute: e.extraMinute ?? null,
  kind: e.kind,
  text: e.text,
  media: e.media?.id ?? null,
});

/** A game's entries as staff see them (the removed left out), newest first. */
export async function readCommentaryEntries(em: EntityManager, gameId: number): Promise<CommentaryEntry[]> {
  const rows = await em.find(GameCommentary, { game: gameId, deletedAt: null }, { orderBy: COMMENTARY_ORDER });
  return rows.map(toCommentaryEntry);
}
