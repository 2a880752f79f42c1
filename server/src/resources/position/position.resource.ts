import { PositionInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { Position } from './position.entity.js';

export const positionResource: ResourceDefinition = {
  name: 'position',
  entity: Position as never,
  createSchema: PositionInputSchema,
  sortable: ['title', 'key', 'capacity', 'sortOrder'],
  defaultSort: ['sortOrder', 'ASC'],
  searchFields: ['title', 'key'],
  textFields: ['title'],
  async prepare({ em, data, existing }) {
    if (typeof data.key !== 'string') return;
    const clash = await em.findOne(Position, { key: data.key, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ key: 'جایگاه دیگری همین کلید را دارد.' });
  },
};
