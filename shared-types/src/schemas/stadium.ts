import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OptionalText, RecordBase, RefId, Title, VersionInput } from './common.js';

export const StadiumInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  city: Type.Optional(OptionalText(80)),
  capacity: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 300000 }))),
  address: Type.Optional(OptionalText(500)),
  image: Type.Optional(RefId),
});
export const StadiumSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  slug: Type.String(),
  city: OptionalText(80),
  capacity: Nullable(Type.Integer()),
  address: OptionalText(500),
  image: RefId,
});
export type Stadium = Static<typeof StadiumSchema>;
