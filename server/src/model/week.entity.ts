import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { Season } from './season.entity.js';

export const Week = defineEntity({
  name: 'Week',
  properties: {
    ...baseProperties,
    season: () => p.manyToOne(Season).deleteRule('cascade'),
    number: p.integer(),
    title: p.string().length(TEXT_MAX.weekTitle).nullable(),
    startsOn: p.date().nullable(),
    endsOn: p.date().nullable(),
  },
  uniques: [{ properties: ['season', 'number'] }],
});
export type IWeek = InferEntity<typeof Week>;
