import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, OptionalText, RecordBase, RefId, Title, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const TeamInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  shortTitle: Type.Optional(OptionalText(TEXT_MAX.shortTitle)),
  sport: Id,
  logo: Type.Optional(RefId),
  city: Type.Optional(OptionalText(TEXT_MAX.city)),
  foundedYear: Type.Optional(Nullable(Type.Integer({ minimum: 1800, maximum: 2100 }))),
  homeStadium: Type.Optional(RefId),
});
export const TeamSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  shortTitle: OptionalText(TEXT_MAX.shortTitle),
  slug: Type.String(),
  sport: Id,
  logo: RefId,
  city: OptionalText(TEXT_MAX.city),
  foundedYear: Nullable(Type.Integer()),
  homeStadium: RefId,
});
export type Team = Static<typeof TeamSchema>;
