import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';
import { League } from './league.entity.js';

export const Season = defineEntity({
  name: 'Season',
  properties: {
    ...baseProperties,
    ...searchProperty,
    league: () => p.manyToOne(League).index(),
    title: p.string().length(TEXT_MAX.title),
    startsOn: p.date().nullable(),
    endsOn: p.date().nullable(),
    isCurrent: p.boolean().default(false),
  },
});
export type ISeason = InferEntity<typeof Season>;
