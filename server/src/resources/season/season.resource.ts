import { SeasonInputSchema, SeasonSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { Season } from '../../model/season.entity.js';
import { seasonTableRoutes } from './season-table.routes.js';

export const seasonResource = defineResource({
  name: 'season',
  entity: Season,
  createSchema: SeasonInputSchema,
  recordSchema: SeasonSchema,
  sortable: ['title', 'startsOn', 'endsOn', 'isCurrent', 'league'],
  defaultSort: ['startsOn', 'DESC'],
  filters: { league: { kind: 'id' }, isCurrent: { kind: 'boolean' } },
  searchFields: ['title'],
  textFields: ['title'],
  prepare({ next: { startsOn, endsOn } }) {
    if (startsOn && endsOn && endsOn < startsOn) throw new ValidationError({ endsOn: 'تاریخ پایان فصل نباید پیش از تاریخ شروع باشد.' });
  },
  // One current season per league: marking one current unmarks the others, in the same transaction and
  // through the unit of work, so their versions rise and their pages are refreshed too.
  async afterWrite({ em, entity }) {
    if (!entity.isCurrent) return;
    for (const other of await em.find(Season, { league: entity.league.id, id: { $ne: entity.id }, isCurrent: true }))
      other.isCurrent = false;
  },
  routes: seasonTableRoutes,
});
