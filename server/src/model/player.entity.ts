import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PLAYER_POSITIONS, PREFERRED_FEET } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';
import { Media } from './media.entity.js';
import { Team } from './team.entity.js';

export const Player = defineEntity({
  name: 'Player',
  properties: {
    ...baseProperties,
    ...searchProperty,
    name: p.string().length(TEXT_MAX.player),
    slug: p.string().length(TEXT_MAX.slug).unique(),
    photo: () => p.manyToOne(Media).nullable().deleteRule('set null'),
    birthDate: p.date().nullable(),
    position: p.enum([...PLAYER_POSITIONS]).nullable(),
    nationality: p.string().length(TEXT_MAX.nationality).nullable(),
    height: p.integer().nullable(),
    preferredFoot: p.enum([...PREFERRED_FEET]).nullable(),
    // A club that is removed leaves its players without one rather than taking them (and their events' links) along.
    team: () => p.manyToOne(Team).nullable().deleteRule('set null'),
    shirtNumber: p.integer().nullable(),
  },
  // One number per shirt in a squad; players without a number or a club do not collide.
  uniques: [{ properties: ['team', 'shirtNumber'] }],
});
export type IPlayer = InferEntity<typeof Player>;
