import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, IsoDateTime, Nullable, OptionalText, PublicationStatus, RecordBase, RefId, Title, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const NewsInputSchema = Type.Object({
  ...VersionInput,
  rutitr: Type.Optional(OptionalText(TEXT_MAX.title)),
  title: Title,
  lead: Type.Optional(OptionalText(TEXT_MAX.lead)),
  body: Type.Optional(Type.String({ maxLength: 200_000 })),
  cover: Type.Optional(RefId),
  coverAlt: Type.Optional(OptionalText(TEXT_MAX.alt)),
  sport: Type.Optional(RefId),
  league: Type.Optional(RefId),
  game: Type.Optional(RefId),
  /** This item is its game's report: it needs a game and publication (now or scheduled); marking it unmarks the game's previous report. */
  isGameReport: Type.Optional(Type.Boolean()),
  teams: Type.Optional(IdList),
  tags: Type.Optional(IdList),
  positions: Type.Optional(IdList),
  status: Type.Optional(PublicationStatus),
  publishedAt: Type.Optional(Nullable(IsoDateTime)),
  allowComments: Type.Optional(Type.Boolean()),
  seoTitle: Type.Optional(OptionalText(TEXT_MAX.seoTitle)),
  seoDescription: Type.Optional(OptionalText(TEXT_MAX.seoDescription)),
});
export const NewsSchema = Type.Object({
  ...RecordBase,
  rutitr: OptionalText(TEXT_MAX.title),
  title: Type.String(),
  slug: Type.String(),
  lead: OptionalText(TEXT_MAX.lead),
  body: Type.String(),
  cover: RefId,
  coverAlt: OptionalText(TEXT_MAX.alt),
  sport: RefId,
  league: RefId,
  game: RefId,
  isGameReport: Type.Boolean(),
  teams: Type.Array(Id),
  tags: Type.Array(Id),
  positions: Type.Array(Id),
  status: PublicationStatus,
  publishedAt: Nullable(IsoDateTime),
  author: RefId,
  shortCode: Type.String(),
  allowComments: Type.Boolean(),
  seoTitle: OptionalText(TEXT_MAX.seoTitle),
  seoDescription: OptionalText(TEXT_MAX.seoDescription),
  viewCount: Type.Integer(),
});
export type News = Static<typeof NewsSchema>;
