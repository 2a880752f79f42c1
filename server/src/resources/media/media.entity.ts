import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.js';

export interface StoredVariant { width: number; height: number; key: string }

export const Media = defineEntity({
  name: 'Media',
  properties: {
    ...baseProperties,
    kind: p.enum(['image', 'video'] as const),
    storageKey: p.string().length(200).unique(),
    originalName: p.string().length(255),
    mimeType: p.string().length(100),
    size: p.bigint('number'),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    alt: p.string().length(200).nullable(),
    variants: p.json<StoredVariant[]>().default('[]' as never),
  },
});
export type IMedia = InferEntity<typeof Media>;
