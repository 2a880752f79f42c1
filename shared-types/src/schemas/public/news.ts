import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Nullable } from '../common.js';
import { MaybeImage, MaybeRef, RefSchema } from './media.js';

export const NewsCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  shortCode: Type.String(),
  rutitr: Nullable(Type.String()),
  title: Type.String(),
  lead: Nullable(Type.String()),
  publishedAt: IsoDateTime,
  cover: MaybeImage,
  sport: MaybeRef,
  viewCount: Type.Integer(),
});
export type NewsCard = Static<typeof NewsCardSchema>;

export const NewsArticleSchema = Type.Object({
  ...NewsCardSchema.properties,
  updatedAt: IsoDateTime,
  body: Type.String(),
  tags: Type.Array(RefSchema),
  league: MaybeRef,
  game: Nullable(Type.Object({ id: Type.Integer(), slug: Type.String(), title: Type.String() })),
  author: Nullable(Type.String()),
  allowComments: Type.Boolean(),
  /** The short link as an absolute URL, what share links send. */
  shareUrl: Type.String(),
});
export type NewsArticle = Static<typeof NewsArticleSchema>;

/** An approved comment; `reply` is the staff answer, `replies` approved reader replies. Never an email or IP. */
export const PublicCommentSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      authorName: Type.String(),
      body: Type.String(),
      createdAt: IsoDateTime,
      reply: Nullable(Type.String()),
      repliedAt: Nullable(IsoDateTime),
      replies: Type.Array(Self),
    }),
  { $id: 'PublicComment' },
);
export type PublicComment = Static<typeof PublicCommentSchema>;

/** 201 answer of POST /api/public/news/:id/comments. */
export const CommentAcceptedSchema = Type.Object({ message: Type.String(), status: Type.Literal('pending') });
export type CommentAccepted = Static<typeof CommentAcceptedSchema>;
