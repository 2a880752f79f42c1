import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, OptionalText, RecordBase, RefId, Title, VersionInput } from './common.js';

export const TeamInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  shortTitle: Type.Optional(OptionalText(40)),
  sport: Id,
  logo: Type.Optional(RefId),
  city: Type.Optional(OptionalText(80)),
  foundedYear: Type.Optional(Nullable(Type.Integer({ minimum: 1800, maximum: 2100 }))),
  homeStadium: Type.Optional(RefId),
});
export const TeamSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  shortTitle: OptionalText(40),
  slug: Type.String(),
  sport: Id,
  logo: RefId,
  city: OptionalText(80),
  foundedYear: Nullable(Type.Integer()),
  homeStadium: RefId,
});
export type Team = Static<typeof TeamSchema>;
