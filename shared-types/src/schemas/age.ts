import { Type, type Static } from '@sinclair/typebox';
import { RecordBase, SortOrder, Title, VersionInput } from './common.js';

export const AgeInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  sortOrder: Type.Optional(SortOrder),
});
export const AgeSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  slug: Type.String(),
  sortOrder: Type.Integer(),
});
export type Age = Static<typeof AgeSchema>;
