import { PositionInputSchema, PositionSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { Position } from '../../model/position.entity.js';

export const positionResource = defineResource({
  name: 'position',
  entity: Position,
  createSchema: PositionInputSchema,
  recordSchema: PositionSchema,
  sortable: ['title', 'key', 'capacity', 'sortOrder'],
  defaultSort: ['sortOrder', 'ASC'],
  searchFields: ['title', 'key'],
  textFields: ['title'],
  async prepare({ em, input, existing }) {
    if (input.key === undefined) return;
    const clash = await em.findOne(Position, { key: input.key, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ key: 'جایگاه دیگری همین کلید را دارد.' });
  },
});
