import { StadiumInputSchema, StadiumSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { Stadium } from '../../model/stadium.entity.js';

export const stadiumResource = defineResource({
  name: 'stadium',
  entity: Stadium,
  createSchema: StadiumInputSchema,
  recordSchema: StadiumSchema,
  sortable: ['title', 'city', 'capacity'],
  defaultSort: ['title', 'ASC'],
  searchFields: ['title', 'city'],
  slugFrom: 'title',
  textFields: ['title', 'city', 'address'],
});
