import { WeekInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { idOf } from '../id-of.js';
import { Week } from './week.entity.js';

export const weekResource: ResourceDefinition = {
  name: 'week',
  entity: Week as never,
  createSchema: WeekInputSchema,
  sortable: ['number', 'season', 'startsOn'],
  defaultSort: ['number', 'ASC'],
  filters: { season: { kind: 'id' } },
  textFields: ['title'],
  async prepare({ em, data, existing }) {
    const season = (data.season as number | undefined) ?? idOf(existing?.season);
    const number = (data.number as number | undefined) ?? (existing?.number as number);
    const clash = await em.findOne(Week, { season, number, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ number: 'هفته‌ای با همین شماره در این فصل وجود دارد.' });
    const startsOn = (data.startsOn ?? existing?.startsOn) as string | null | undefined;
    const endsOn = (data.endsOn ?? existing?.endsOn) as string | null | undefined;
    if (startsOn && endsOn && endsOn < startsOn) throw new ValidationError({ endsOn: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.' });
  },
};
