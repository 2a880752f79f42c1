import { Type, type Static } from '@sinclair/typebox';
import { TEXT_MAX } from '../constants/product.js';
import { Id, Nullable, RecordBase, RefId, VersionInput } from './common.js';

export const COMMENTARY_KINDS = ['note', 'key'] as const;
export type CommentaryKind = (typeof COMMENTARY_KINDS)[number];
/** `key` marks a moment worth picking out (a goal, a card, a save); `note` is the running text. */
export const CommentaryKindSchema = Type.Union(COMMENTARY_KINDS.map((k) => Type.Literal(k)));

/** The same bounds as a game event's minute. */
export const CommentaryMinute = Type.Integer({ minimum: 0, maximum: 150 });
export const CommentaryExtraMinute = Type.Integer({ minimum: 0, maximum: 30 });

/**
 * Body of POST /api/admin/game/:id/commentary and PUT …/commentary/:entryId. A PUT must carry the entry's
 * `version` (not the game's): another editor's save of the same entry in between is refused with 409.
 */
export const CommentaryInputSchema = Type.Object({
  ...VersionInput,
  minute: CommentaryMinute,
  extraMinute: Type.Optional(Nullable(CommentaryExtraMinute)),
  kind: CommentaryKindSchema,
  text: Type.String({ minLength: 1, maxLength: TEXT_MAX.commentary }),
  /** An image or video of the media library. */
  media: Type.Optional(RefId),
});

/** One entry as the back office reads it. */
export const CommentaryEntrySchema = Type.Object({
  ...RecordBase,
  game: Id,
  minute: CommentaryMinute,
  extraMinute: Nullable(CommentaryExtraMinute),
  kind: CommentaryKindSchema,
  text: Type.String(),
  media: RefId,
});

/** GET /api/admin/game/:id/commentary: every entry, newest first (minute, extra minute, then creation). */
export const CommentaryListSchema = Type.Array(CommentaryEntrySchema);

export type CommentaryInput = Static<typeof CommentaryInputSchema>;
export type CommentaryEntry = Static<typeof CommentaryEntrySchema>;
