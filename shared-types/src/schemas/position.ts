import { Type, type Static } from '@sinclair/typebox';
import { RecordBase, SortOrder, Title, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';

export const PositionInputSchema = Type.Object({
  ...VersionInput,
  title: Title,
  key: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: TEXT_MAX.positionKey }),
  capacity: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  sortOrder: Type.Optional(SortOrder),
});
export const PositionSchema = Type.Object({
  ...RecordBase,
  title: Type.String(),
  key: Type.String(),
  capacity: Type.Integer(),
  sortOrder: Type.Integer(),
});
export type Position = Static<typeof PositionSchema>;
