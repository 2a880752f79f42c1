import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base-properties.js';
import { Season } from '../season/season.entity.js';
import { Team } from '../team/team.entity.js';

export const SeasonTeam = defineEntity({
  name: 'SeasonTeam',
  properties: {
    ...baseProperties,
    season: () => p.manyToOne(Season).deleteRule('cascade'),
    team: () => p.manyToOne(Team).index(),
    pointsAdjustment: p.integer().default(0),
    note: p.string().length(300).nullable(),
  },
  uniques: [{ properties: ['season', 'team'] }],
});
export type ISeasonTeam = InferEntity<typeof SeasonTeam>;
