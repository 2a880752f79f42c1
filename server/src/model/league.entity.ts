import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TieBreaker, Zone } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';
import { Age } from './age.entity.js';
import { Media } from './media.entity.js';
import { Sport } from './sport.entity.js';

export const League = defineEntity({
  name: 'League',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.title),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    sport: () => p.manyToOne(Sport).index(),
    age: () => p.manyToOne(Age).nullable().deleteRule('set null'),
    logo: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    sortOrder: p.integer().default(0),
    isActive: p.boolean().default(true),
    winPoints: p.integer().nullable(),
    drawPoints: p.integer().nullable(),
    lossPoints: p.integer().nullable(),
    tieBreakers: p.json<TieBreaker[]>(),
    zones: p.json<Zone[]>(),
  },
});
export type ILeague = InferEntity<typeof League>;
