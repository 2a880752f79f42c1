import { AgeInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { Age } from './age.entity.js';

export const ageResource: ResourceDefinition = {
  name: 'age',
  entity: Age as never,
  createSchema: AgeInputSchema,
  sortable: ['title', 'sortOrder'],
  defaultSort: ['sortOrder', 'ASC'],
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
};
