import { WeekInputSchema, WeekSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { Week } from '../../model/week.entity.js';

export const weekResource = defineResource({
  name: 'week',
  entity: Week,
  createSchema: WeekInputSchema,
  recordSchema: WeekSchema,
  sortable: ['number', 'season', 'startsOn'],
  defaultSort: ['number', 'ASC'],
  filters: { season: { kind: 'id' } },
  textFields: ['title'],
  async prepare({ em, next: { season, number, startsOn, endsOn }, existing }) {
    const clash = await em.findOne(Week, { season, number, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ number: 'هفته‌ای با همین شماره در این فصل وجود دارد.' });
    if (startsOn && endsOn && endsOn < startsOn) throw new ValidationError({ endsOn: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.' });
  },
});
