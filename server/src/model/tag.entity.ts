import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';

export const Tag = defineEntity({
  name: 'Tag',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.tag).unique(),
    slug: p.string().length(TEXT_MAX.slug).unique(),
  },
});
export type ITag = InferEntity<typeof Tag>;
