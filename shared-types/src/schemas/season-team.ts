import { Type, type Static } from '@sinclair/typebox';
import { Id, OptionalText, RecordBase, VersionInput } from './common.js';

export const SeasonTeamInputSchema = Type.Object({
  ...VersionInput,
  season: Id,
  team: Id,
  pointsAdjustment: Type.Optional(Type.Integer({ minimum: -999, maximum: 999 })),
  note: Type.Optional(OptionalText(300)),
});
export const SeasonTeamSchema = Type.Object({
  ...RecordBase,
  season: Id,
  team: Id,
  pointsAdjustment: Type.Integer(),
  note: OptionalText(300),
});
export type SeasonTeam = Static<typeof SeasonTeamSchema>;
