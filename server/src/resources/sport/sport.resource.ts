import { SportInputSchema, SportSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { Sport } from '../../model/sport.entity.js';

export const sportResource = defineResource({
  name: 'sport',
  entity: Sport,
  createSchema: SportInputSchema,
  recordSchema: SportSchema,
  sortable: ['title', 'sortOrder', 'isActive'],
  defaultSort: ['sortOrder', 'ASC'],
  filters: { isActive: { kind: 'boolean' } },
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
});
