import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty } from '../../db/base-properties.js';

export const Tag = defineEntity({
  name: 'Tag',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(80).unique(),
    slug: p.string().length(100).unique(),
  },
});
export type ITag = InferEntity<typeof Tag>;
