import { Type, type Static } from '@sinclair/typebox';
import { Id, OptionalText, RecordBase, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const SeasonTeamInputSchema = Type.Object({
  ...VersionInput,
  season: Id,
  team: Id,
  pointsAdjustment: Type.Optional(Type.Integer({ minimum: -999, maximum: 999 })),
  note: Type.Optional(OptionalText(TEXT_MAX.note)),
});
export const SeasonTeamSchema = Type.Object({
  ...RecordBase,
  season: Id,
  team: Id,
  pointsAdjustment: Type.Integer(),
  note: OptionalText(TEXT_MAX.note),
});
export type SeasonTeam = Static<typeof SeasonTeamSchema>;
