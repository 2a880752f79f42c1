import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OptionalText, RecordBase, RefId, Title, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const StadiumInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  city: Type.Optional(OptionalText(TEXT_MAX.city)),
  capacity: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 300000 }))),
  address: Type.Optional(OptionalText(TEXT_MAX.address)),
  image: Type.Optional(RefId),
});
export const StadiumSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  slug: Type.String(),
  city: OptionalText(TEXT_MAX.city),
  capacity: Nullable(Type.Integer()),
  address: OptionalText(TEXT_MAX.address),
  image: RefId,
});
export type Stadium = Static<typeof StadiumSchema>;
