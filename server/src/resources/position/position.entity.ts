import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty } from '../../db/base-properties.js';

export const Position = defineEntity({
  name: 'Position',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(200),
    key: p.string().length(60).unique(),
    capacity: p.integer().default(5),
    sortOrder: p.integer().default(0),
  },
});
export type IPosition = InferEntity<typeof Position>;
