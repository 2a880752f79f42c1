import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, OptionalText, RecordBase, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const WeekInputSchema = Type.Object({
  ...VersionInput,
  season: Id,
  number: Type.Integer({ minimum: 1, maximum: 100 }),
  title: Type.Optional(OptionalText(TEXT_MAX.weekTitle)),
  startsOn: Type.Optional(Nullable(IsoDate)),
  endsOn: Type.Optional(Nullable(IsoDate)),
});
export const WeekSchema = Type.Object({
  ...RecordBase,
  season: Id,
  number: Type.Integer(),
  title: OptionalText(TEXT_MAX.weekTitle),
  startsOn: Nullable(IsoDate),
  endsOn: Nullable(IsoDate),
});
export type Week = Static<typeof WeekSchema>;
