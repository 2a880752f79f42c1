import { Type, type Static } from '@sinclair/typebox';
import { GalleryKindSchema } from '../gallery.js';
import { IsoDateTime, Nullable } from '../common.js';
import { MaybeImage, MaybeRef, PublicImageSchema, RefSchema } from './media.js';

export const GalleryCardSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  shortCode: Type.String(),
  kind: GalleryKindSchema,
  title: Type.String(),
  publishedAt: IsoDateTime,
  cover: MaybeImage,
  itemCount: Type.Integer(),
});
export type GalleryCard = Static<typeof GalleryCardSchema>;

export const GalleryDetailSchema = Type.Object({
  ...GalleryCardSchema.properties,
  description: Nullable(Type.String()),
  sport: MaybeRef,
  tags: Type.Array(RefSchema),
  items: Type.Array(Type.Object({ image: PublicImageSchema, caption: Nullable(Type.String()) })),
  /** Video kind: an uploaded file URL or an external link react-player understands. */
  videoSrc: Nullable(Type.String()),
  poster: MaybeImage,
  /** The short link as an absolute URL, what share links send. */
  shareUrl: Type.String(),
});
export type GalleryDetail = Static<typeof GalleryDetailSchema>;
