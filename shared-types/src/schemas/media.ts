import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OptionalText, RecordBase, VersionInput } from './common.js';
import { MediaUseSchema } from './media-use.js';
import { TEXT_MAX } from '../constants/product.js';

const MediaVariantSchema = Type.Object({ width: Type.Integer(), height: Type.Integer(), url: Type.String() });
export type MediaVariant = Static<typeof MediaVariantSchema>;

export const MediaSchema = Type.Object({
  ...RecordBase,
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  url: Type.String(),
  originalName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  alt: OptionalText(TEXT_MAX.alt),
  variants: Type.Array(MediaVariantSchema),
  /** Every use of the upload, so the library can say what deleting it would break. */
  usedBy: Type.Array(MediaUseSchema),
});
/** Staff may only change the alt text of an upload; the file itself is immutable. */
export const MediaInputSchema = Type.Object({ ...VersionInput, alt: Type.Optional(OptionalText(TEXT_MAX.alt)) });
export type Media = Static<typeof MediaSchema>;
export type MediaInput = Static<typeof MediaInputSchema>;
