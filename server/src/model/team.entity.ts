import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';
import { Media } from './media.entity.js';
import { Sport } from './sport.entity.js';
import { Stadium } from './stadium.entity.js';

export const Team = defineEntity({
  name: 'Team',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(TEXT_MAX.title),
    shortTitle: p.string().length(TEXT_MAX.shortTitle).nullable(),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    sport: () => p.manyToOne(Sport).index(),
    logo: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    city: p.string().length(TEXT_MAX.city).nullable(),
    foundedYear: p.integer().nullable(),
    homeStadium: () => p.manyToOne(Stadium).nullable().deleteRule('set null'),
  },
});
export type ITeam = InferEntity<typeof Team>;
