import { AgeInputSchema, AgeSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { Age } from '../../model/age.entity.js';

export const ageResource = defineResource({
  name: 'age',
  entity: Age,
  createSchema: AgeInputSchema,
  recordSchema: AgeSchema,
  sortable: ['title', 'sortOrder'],
  defaultSort: ['sortOrder', 'ASC'],
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
});
