import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, TEXT_MAX } from '../constants/product.js';
import { Id, IsoDateTime, Nullable, OptionalText, RecordBase, RefId, VersionInput } from './common.js';

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
const CommentStatusSchema = Type.Union(COMMENT_STATUSES.map((s) => Type.Literal(s)));

/** What staff may change on a comment: its status and the staff reply. */
export const CommentInputSchema = Type.Object({
  ...VersionInput,
  status: Type.Optional(CommentStatusSchema),
  reply: Type.Optional(OptionalText(LIMITS.commentBody.max)),
});
export const CommentSchema = Type.Object({
  ...RecordBase,
  news: Id,
  parent: RefId,
  authorName: Type.String(),
  authorEmail: Nullable(Type.String()),
  body: Type.String(),
  status: CommentStatusSchema,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(IsoDateTime),
  /** The staff account that wrote the reply; null once that account is deleted. */
  repliedBy: RefId,
  userAgent: Nullable(Type.String()),
});

/** Body of POST /api/public/news/:id/comments. `website` is the honeypot and must stay empty. */
export const PublicCommentInputSchema = Type.Object({
  authorName: Type.String({ minLength: LIMITS.commentName.min, maxLength: LIMITS.commentName.max }),
  authorEmail: Type.Optional(Nullable(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: TEXT_MAX.email })]))),
  body: Type.String({ minLength: LIMITS.commentBody.min, maxLength: LIMITS.commentBody.max }),
  parent: Type.Optional(RefId),
  website: Type.Optional(Type.String({ maxLength: 0 })),
});
export type Comment = Static<typeof CommentSchema>;
export type PublicCommentInput = Static<typeof PublicCommentInputSchema>;
