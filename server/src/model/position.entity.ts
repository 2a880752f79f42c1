import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';

export const Position = defineEntity({
  name: 'Position',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.title),
    key: p.string().length(TEXT_MAX.positionKey).unique(),
    capacity: p.integer().default(5),
    sortOrder: p.integer().default(0),
  },
});
export type IPosition = InferEntity<typeof Position>;
