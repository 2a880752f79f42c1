import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDateTime, Nullable, RefId, Version } from './common.js';

/** The resources whose every save is kept as a revision (a game's result saves included), with their history routes. */
export type RevisedResource = 'news' | 'gallery' | 'game';

/** How a revision came about: the first save, a later one, or the return to an older revision. */
export const REVISION_ACTIONS = ['create', 'update', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One line of GET /api/admin/{news|gallery}/:id/revisions, newest first. */
export const RevisionSchema = Type.Object({
  id: Id,
  createdAt: IsoDateTime,
  /** The account that saved; null once that account is deleted (`actor` still names it). */
  user: RefId,
  /** The display name of that account at the time. */
  actor: Type.String(),
  action: Type.Union(REVISION_ACTIONS.map((a) => Type.Literal(a))),
  /** The fields this save changed (on a create, the fields it filled). */
  fields: Type.Array(Type.String()),
  /** On a restore, the revision whose values were written back. */
  restoredFrom: Nullable(Id),
});

/**
 * GET /api/admin/{news|gallery}/:id/revisions/:revisionId: the revision with the editable fields of the
 * record as that save left them (a gallery's photos as `items`), enough to compare and to restore.
 */
export const RevisionDetailSchema = Type.Object({
  ...RevisionSchema.properties,
  snapshot: Type.Record(Type.String(), Type.Unknown()),
});

/** A photo of a gallery as a revision keeps it. */
export interface RevisionItem {
  media: number;
  caption: string | null;
}

/** Body of POST …/revisions/:revisionId/restore: the version the editor's form stands on (409 if older). */
export const RestoreRevisionInputSchema = Type.Object({ version: Version });

export type Revision = Static<typeof RevisionSchema>;
export type RevisionDetail = Static<typeof RevisionDetailSchema>;
