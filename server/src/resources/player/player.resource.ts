import { PLAYER_POSITIONS, PREFERRED_FEET, PlayerInputSchema, PlayerSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { Player } from '../../model/player.entity.js';
import { playerErrors } from './player-rules.js';

export const playerResource = defineResource({
  name: 'player',
  entity: Player,
  createSchema: PlayerInputSchema,
  recordSchema: PlayerSchema,
  sortable: ['name', 'team', 'position', 'shirtNumber', 'birthDate', 'height'],
  defaultSort: ['name', 'ASC'],
  filters: {
    team: { kind: 'id' },
    position: { kind: 'enum', values: PLAYER_POSITIONS },
    preferredFoot: { kind: 'enum', values: PREFERRED_FEET },
  },
  searchFields: ['name', 'nationality'],
  slugFrom: 'name',
  textFields: ['name', 'nationality'],
  async prepare({ em, next, existing }) {
    const errors = await playerErrors(em, { ...next, id: existing?.id ?? null }, new Date());
    if (Object.keys(errors).length) throw new ValidationError(errors);
  },
});
