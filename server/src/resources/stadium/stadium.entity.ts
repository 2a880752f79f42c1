import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty } from '../../db/base-properties.js';
import { Media } from '../media/media.entity.js';

export const Stadium = defineEntity({
  name: 'Stadium',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(200),
    slug: p.string().length(100).unique(),
    city: p.string().length(80).nullable(),
    capacity: p.integer().nullable(),
    address: p.string().length(500).nullable(),
    image: () => p.manyToOne(Media).nullable().deleteRule('set null'),
  },
});
export type IStadium = InferEntity<typeof Stadium>;
