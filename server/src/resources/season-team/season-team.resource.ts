import { SeasonTeamInputSchema, SeasonTeamSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { SeasonTeam } from '../../model/season-team.entity.js';

export const seasonTeamResource = defineResource({
  name: 'season-team',
  entity: SeasonTeam,
  createSchema: SeasonTeamInputSchema,
  recordSchema: SeasonTeamSchema,
  sortable: ['season', 'team', 'pointsAdjustment'],
  filters: { season: { kind: 'id' }, team: { kind: 'id' } },
  textFields: ['note'],
  async prepare({ em, next: { season, team }, existing }) {
    const clash = await em.findOne(SeasonTeam, { season, team, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ team: 'این تیم پیش‌تر به همین فصل اضافه شده است.' });
  },
});
