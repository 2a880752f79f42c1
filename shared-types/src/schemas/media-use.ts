import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common.js';

/**
 * One place an upload is used: the record (its admin resource, id and title), the field holding it
 * (`cover`, `body`, `items`…) and, for galleries, their kind (the back office's section).
 */
export const MediaUseSchema = Type.Object({
  resource: Type.String(),
  id: Id,
  title: Type.String(),
  field: Type.String(),
  kind: Nullable(Type.String()),
});
export type MediaUse = Static<typeof MediaUseSchema>;
