import { SportInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { Sport } from './sport.entity.js';

export const sportResource: ResourceDefinition = {
  name: 'sport',
  entity: Sport as never,
  createSchema: SportInputSchema,
  sortable: ['title', 'sortOrder', 'isActive'],
  defaultSort: ['sortOrder', 'ASC'],
  filters: { isActive: { kind: 'boolean' } },
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
};
