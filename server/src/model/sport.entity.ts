import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { FOOTBALL_LINEUP } from '@meydan/shared-types/sport';
import { baseProperties, searchProperty } from './base-properties.js';
import { Media } from './media.entity.js';

export const Sport = defineEntity({
  name: 'Sport',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.title),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    icon: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    sortOrder: p.integer().default(0),
    isActive: p.boolean().default(true),
    winPoints: p.integer().default(3),
    drawPoints: p.integer().default(1),
    lossPoints: p.integer().default(0),
    starters: p.integer().default(FOOTBALL_LINEUP.starters),
    hasGoalkeeper: p.boolean().default(FOOTBALL_LINEUP.hasGoalkeeper),
  },
});
export type ISport = InferEntity<typeof Sport>;
