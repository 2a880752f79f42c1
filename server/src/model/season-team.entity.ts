import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { Season } from './season.entity.js';
import { Team } from './team.entity.js';

export const SeasonTeam = defineEntity({
  name: 'SeasonTeam',
  properties: {
    ...baseProperties,
    season: () => p.manyToOne(Season).deleteRule('cascade'),
    team: () => p.manyToOne(Team).index(),
    pointsAdjustment: p.integer().default(0),
    note: p.string().length(TEXT_MAX.note).nullable(),
  },
  uniques: [{ properties: ['season', 'team'] }],
});
export type ISeasonTeam = InferEntity<typeof SeasonTeam>;
