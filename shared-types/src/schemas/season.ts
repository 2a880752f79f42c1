import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, RecordBase, Title, VersionInput } from './common.js';

export const SeasonInputSchema = Type.Object({
  ...VersionInput,
  league: Id,
  title: Title,
  startsOn: Type.Optional(Nullable(IsoDate)),
  endsOn: Type.Optional(Nullable(IsoDate)),
  isCurrent: Type.Optional(Type.Boolean()),
});
export const SeasonSchema = Type.Object({
  ...RecordBase,
  league: Id,
  title: Type.String(),
  startsOn: Nullable(IsoDate),
  endsOn: Nullable(IsoDate),
  isCurrent: Type.Boolean(),
});
export type Season = Static<typeof SeasonSchema>;
