import { SeasonTeamInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { idOf } from '../id-of.js';
import { SeasonTeam } from './season-team.entity.js';

export const seasonTeamResource: ResourceDefinition = {
  name: 'season-team',
  entity: SeasonTeam as never,
  createSchema: SeasonTeamInputSchema,
  sortable: ['season', 'team', 'pointsAdjustment'],
  filters: { season: { kind: 'id' }, team: { kind: 'id' } },
  textFields: ['note'],
  async prepare({ em, data, existing }) {
    const season = (data.season as number | undefined) ?? idOf(existing?.season);
    const team = (data.team as number | undefined) ?? idOf(existing?.team);
    const clash = await em.findOne(SeasonTeam, { season, team, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ team: 'این تیم پیش‌تر به همین فصل اضافه شده است.' });
  },
};
