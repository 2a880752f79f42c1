import { SeasonInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { Season } from './season.entity.js';
import { seasonTableRoutes } from './season-table.routes.js';

export const seasonResource: ResourceDefinition = {
  name: 'season',
  entity: Season as never,
  createSchema: SeasonInputSchema,
  sortable: ['title', 'startsOn', 'endsOn', 'isCurrent', 'league'],
  defaultSort: ['startsOn', 'DESC'],
  filters: { league: { kind: 'id' }, isCurrent: { kind: 'boolean' } },
  searchFields: ['title'],
  textFields: ['title'],
  prepare({ data, existing }) {
    const startsOn = (data.startsOn ?? existing?.startsOn) as string | null | undefined;
    const endsOn = (data.endsOn ?? existing?.endsOn) as string | null | undefined;
    if (startsOn && endsOn && endsOn < startsOn) throw new ValidationError({ endsOn: 'تاریخ پایان فصل نباید پیش از تاریخ شروع باشد.' });
  },
  // One current season per league: marking one current unmarks the others, in the same transaction and
  // through the unit of work, so their versions rise and their pages are refreshed too.
  async afterWrite({ em, entity }) {
    if (!entity.isCurrent) return;
    const league = (entity.league as { id: number }).id;
    for (const other of await em.find(Season, { league, id: { $ne: entity.id }, isCurrent: true })) other.isCurrent = false;
  },
  routes: seasonTableRoutes,
};
