import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, IsoDateTime, Nullable, OptionalText, PublicationStatus, RecordBase, RefId, Title, VersionInput } from './common.js';

export const NewsInputSchema = Type.Object({
  ...VersionInput,
  rutitr: Type.Optional(OptionalText(200)),
  title: Title,
  lead: Type.Optional(OptionalText(1000)),
  body: Type.Optional(Type.String({ maxLength: 200_000 })),
  cover: Type.Optional(RefId),
  coverAlt: Type.Optional(OptionalText(200)),
  sport: Type.Optional(RefId),
  league: Type.Optional(RefId),
  game: Type.Optional(RefId),
  teams: Type.Optional(IdList),
  tags: Type.Optional(IdList),
  positions: Type.Optional(IdList),
  status: Type.Optional(PublicationStatus),
  publishedAt: Type.Optional(Nullable(IsoDateTime)),
  allowComments: Type.Optional(Type.Boolean()),
  seoTitle: Type.Optional(OptionalText(200)),
  seoDescription: Type.Optional(OptionalText(400)),
});
export const NewsSchema = Type.Object({
  ...RecordBase,
  rutitr: OptionalText(200),
  title: Type.String(),
  slug: Type.String(),
  lead: OptionalText(1000),
  body: Type.String(),
  cover: RefId,
  coverAlt: OptionalText(200),
  sport: RefId,
  league: RefId,
  game: RefId,
  teams: Type.Array(Id),
  tags: Type.Array(Id),
  positions: Type.Array(Id),
  status: PublicationStatus,
  publishedAt: Nullable(IsoDateTime),
  author: RefId,
  shortCode: Type.String(),
  allowComments: Type.Boolean(),
  seoTitle: OptionalText(200),
  seoDescription: OptionalText(400),
  viewCount: Type.Integer(),
});
export type NewsInput = Static<typeof NewsInputSchema>;
export type News = Static<typeof NewsSchema>;
