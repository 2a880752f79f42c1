import { Type, type Static } from '@sinclair/typebox';
import { STARTERS_RANGE } from '../sport/formation.js';
import { RecordBase, RefId, SortOrder, Title, VersionInput } from './common.js';

const Points = Type.Integer({ minimum: -10, maximum: 10 });
const Starters = Type.Integer({ minimum: STARTERS_RANGE.min, maximum: STARTERS_RANGE.max });

export const SportInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  icon: Type.Optional(RefId),
  sortOrder: Type.Optional(SortOrder),
  isActive: Type.Optional(Type.Boolean()),
  winPoints: Type.Optional(Points),
  drawPoints: Type.Optional(Points),
  lossPoints: Type.Optional(Points),
  /** Players a team sheet starts; eleven unless said otherwise. */
  starters: Type.Optional(Starters),
  /** Whether one starter keeps goal behind formation lines that add up to the rest. */
  hasGoalkeeper: Type.Optional(Type.Boolean()),
});
export const SportSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  slug: Type.String(),
  icon: RefId,
  sortOrder: Type.Integer(),
  isActive: Type.Boolean(),
  winPoints: Type.Integer(),
  drawPoints: Type.Integer(),
  lossPoints: Type.Integer(),
  starters: Type.Integer(),
  hasGoalkeeper: Type.Boolean(),
});
export type Sport = Static<typeof SportSchema>;
