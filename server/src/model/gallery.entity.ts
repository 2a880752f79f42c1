import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty, searchVectorProperty } from './base-properties.js';
import { Media } from './media.entity.js';
import { Sport } from './sport.entity.js';
import { Tag } from './tag.entity.js';

export const Gallery = defineEntity({
  name: 'Gallery',
  properties: {
    ...baseProperties,
    ...searchProperty,
    ...searchVectorProperty,
    kind: p.enum(['image', 'video'] as const),
    title: p.string().length(TEXT_MAX.title),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    description: p.string().length(TEXT_MAX.description).nullable(),
    cover: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    sport: () => p.manyToOne(Sport).nullable().deleteRule('set null').index(),
    tags: () => p.manyToMany(Tag).pivotTable('gallery_tags'),
    status: p.enum(['draft', 'published'] as const).default('draft'),
    publishedAt: p.datetime().nullable(),
    shortCode: p.string().length(TEXT_MAX.shortCode).unique(),
    viewCount: p.integer().default(0),
    video: () => p.manyToOne(Media).nullable().deleteRule('set null').index(),
    videoUrl: p.string().length(TEXT_MAX.url).nullable(),
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
    caption: p.string().length(TEXT_MAX.caption).nullable(),
    sortOrder: p.integer().default(0),
  },
});
export type IGalleryItem = InferEntity<typeof GalleryItem>;
