import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty } from '../../db/base-properties.js';

export const Age = defineEntity({
  name: 'Age',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(200),
    slug: p.string().length(100).unique(),
    sortOrder: p.integer().default(0),
  },
});
export type IAge = InferEntity<typeof Age>;
