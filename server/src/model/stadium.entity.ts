import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';
import { Media } from './media.entity.js';

export const Stadium = defineEntity({
  name: 'Stadium',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.title),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    city: p.string().length(TEXT_MAX.city).nullable(),
    capacity: p.integer().nullable(),
    address: p.string().length(TEXT_MAX.address).nullable(),
    image: () => p.manyToOne(Media).nullable().deleteRule('set null'),
  },
});
export type IStadium = InferEntity<typeof Stadium>;
