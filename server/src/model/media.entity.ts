import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';

export interface StoredVariant {
  width: number;
  height: number;
  key: string;
}

export const Media = defineEntity({
  name: 'Media',
  properties: {
    ...baseProperties,
    ...searchProperty,
    kind: p.enum(['image', 'video'] as const),
    storageKey: p.string().length(TEXT_MAX.storageKey).unique(),
    originalName: p.string().length(TEXT_MAX.fileName),
    mimeType: p.string().length(TEXT_MAX.mimeType),
    size: p.bigint('number'),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    alt: p.string().length(TEXT_MAX.alt).nullable(),
    variants: p.json<StoredVariant[]>().default('[]'),
  },
  indexes: [
    {
      name: 'media_search_text_trgm',
      expression: 'create index "media_search_text_trgm" on "media" using gin ("search_text" gin_trgm_ops)',
    },
  ],
});
export type IMedia = InferEntity<typeof Media>;
