import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty, searchVectorProperty } from '../../db/base-properties.js';
import { Media } from '../media/media.entity.js';
import { Sport } from '../sport/sport.entity.js';
import { Tag } from '../tag/tag.entity.js';

export const Gallery = defineEntity({
  name: 'Gallery',
  properties: {
    ...baseProperties,
    ...searchProperty,
    ...searchVectorProperty,
    kind: p.enum(['image', 'video'] as const),
    title: p.string().length(200),
    slug: p.string().length(100).unique(),
    description: p.string().length(2000).nullable(),
    cover: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    sport: () => p.manyToOne(Sport).nullable().deleteRule('set null').index(),
    tags: () => p.manyToMany(Tag).pivotTable('gallery_tags'),
    status: p.enum(['draft', 'published'] as const).default('draft'),
    publishedAt: p.datetime().nullable(),
    shortCode: p.string().length(16).unique(),
    viewCount: p.integer().default(0),
    video: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    videoUrl: p.string().length(500).nullable(),
    poster: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    itemCount: p.integer().default(0),
  },
  indexes: [{ properties: ['kind', 'status', 'publishedAt'] }],
});
export type IGallery = InferEntity<typeof Gallery>;

export const GalleryItem = defineEntity({
  name: 'GalleryItem',
  properties: {
    ...baseProperties,
    gallery: () => p.manyToOne(Gallery).deleteRule('cascade').index(),
    media: () => p.manyToOne(Media).index(),
    caption: p.string().length(500).nullable(),
    sortOrder: p.integer().default(0),
  },
});
export type IGalleryItem = InferEntity<typeof GalleryItem>;
