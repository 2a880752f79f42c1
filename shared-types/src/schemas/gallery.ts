import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, IsoDateTime, Nullable, OptionalText, PublicationStatus, RecordBase, RefId, Title, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const GalleryKindSchema = Type.Union([Type.Literal('image'), Type.Literal('video')]);
export type GalleryKind = Static<typeof GalleryKindSchema>;

export const GalleryInputSchema = Type.Object({
  ...VersionInput,
  kind: GalleryKindSchema,
  title: Title,
  description: Type.Optional(OptionalText(TEXT_MAX.description)),
  cover: Type.Optional(RefId),
  sport: Type.Optional(RefId),
  tags: Type.Optional(IdList),
  status: Type.Optional(PublicationStatus),
  publishedAt: Type.Optional(Nullable(IsoDateTime)),
  video: Type.Optional(RefId),
  videoUrl: Type.Optional(Nullable(Type.String({ format: 'uri', pattern: '^https?://', maxLength: TEXT_MAX.url }))),
  poster: Type.Optional(RefId),
});
export const GallerySchema = Type.Object({
  ...RecordBase,
  kind: GalleryKindSchema,
  title: Type.String(),
  slug: Type.String(),
  description: OptionalText(TEXT_MAX.description),
  cover: RefId,
  sport: RefId,
  tags: Type.Array(Id),
  status: PublicationStatus,
  publishedAt: Nullable(IsoDateTime),
  shortCode: Type.String(),
  viewCount: Type.Integer(),
  video: RefId,
  videoUrl: Nullable(Type.String()),
  poster: RefId,
  itemCount: Type.Integer(),
});

const GalleryItemInputSchema = Type.Object({
  media: Id,
  caption: Type.Optional(OptionalText(TEXT_MAX.caption)),
});
/** Body of PUT /api/admin/gallery/:id/items: the ordered list replaces the stored one. */
export const GalleryItemsInputSchema = Type.Object({ items: Type.Array(GalleryItemInputSchema, { maxItems: 500 }) });
export const GalleryItemSchema = Type.Object({ id: Id, media: Id, caption: OptionalText(TEXT_MAX.caption), sortOrder: Type.Integer() });

export type Gallery = Static<typeof GallerySchema>;
export type GalleryItemInput = Static<typeof GalleryItemInputSchema>;
export type GalleryItem = Static<typeof GalleryItemSchema>;
