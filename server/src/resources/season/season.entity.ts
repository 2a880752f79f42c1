import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty } from '../../db/base-properties.js';
import { League } from '../league/league.entity.js';

export const Season = defineEntity({
  name: 'Season',
  properties: {
    ...baseProperties,
    ...searchProperty,
    league: () => p.manyToOne(League).index(),
    title: p.string().length(200),
    startsOn: p.date().nullable(),
    endsOn: p.date().nullable(),
    isCurrent: p.boolean().default(false),
  },
});
export type ISeason = InferEntity<typeof Season>;
