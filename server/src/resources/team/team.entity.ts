import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, searchProperty } from '../../db/base-properties.js';
import { Media } from '../media/media.entity.js';
import { Sport } from '../sport/sport.entity.js';
import { Stadium } from '../stadium/stadium.entity.js';

export const Team = defineEntity({
  name: 'Team',
  properties: {
    ...baseProperties,
    ...searchProperty,
    title: p.string().length(200),
    shortTitle: p.string().length(40).nullable(),
    slug: p.string().length(100).unique(),
    sport: () => p.manyToOne(Sport).index(),
    logo: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    city: p.string().length(80).nullable(),
    foundedYear: p.integer().nullable(),
    homeStadium: () => p.manyToOne(Stadium).nullable().deleteRule('set null'),
  },
});
export type ITeam = InferEntity<typeof Team>;
