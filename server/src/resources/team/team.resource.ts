import { raw } from '@mikro-orm/core';
import { TeamInputSchema, TeamSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { Team } from '../../model/team.entity.js';

export const teamResource = defineResource({
  name: 'team',
  entity: Team,
  createSchema: TeamInputSchema,
  recordSchema: TeamSchema,
  sortable: ['title', 'city', 'foundedYear', 'sport'],
  defaultSort: ['title', 'ASC'],
  filters: {
    sport: { kind: 'id' },
    // Teams registered in a season: what a game of that season may use.
    season: {
      kind: 'id',
      where: (season: number | number[]) => ({
        [raw(
          (a: string) => `${a}.id in (select st.team_id from season_team st where st.season_id in (?))`,
          [Array.isArray(season) ? season : [season]],
        )]: [],
      }),
    },
  },
  searchFields: ['title', 'shortTitle', 'city'],
  slugFrom: 'title',
  textFields: ['title', 'shortTitle', 'city'],
});
