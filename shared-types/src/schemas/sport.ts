import { Type, type Static } from '@sinclair/typebox';
import { RecordBase, RefId, SortOrder, Title, VersionInput } from './common.js';

const Points = Type.Integer({ minimum: -10, maximum: 10 });

export const SportInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  icon: Type.Optional(RefId),
  sortOrder: Type.Optional(SortOrder),
  isActive: Type.Optional(Type.Boolean()),
  winPoints: Type.Optional(Points),
  drawPoints: Type.Optional(Points),
  lossPoints: Type.Optional(Points),
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
});
export type Sport = Static<typeof SportSchema>;
