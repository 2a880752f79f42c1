import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';

export const Age = defineEntity({
  name: 'Age',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.title),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    sortOrder: p.integer().default(0),
  },
});
export type IAge = InferEntity<typeof Age>;
