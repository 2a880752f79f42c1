import { StadiumInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { Stadium } from './stadium.entity.js';

export const stadiumResource: ResourceDefinition = {
  name: 'stadium',
  entity: Stadium as never,
  createSchema: StadiumInputSchema,
  sortable: ['title', 'city', 'capacity'],
  defaultSort: ['title', 'ASC'],
  searchFields: ['title', 'city'],
  slugFrom: 'title',
  textFields: ['title', 'city', 'address'],
};
