import { TagInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { Tag } from './tag.entity.js';

export const tagResource: ResourceDefinition = {
  name: 'tag',
  entity: Tag as never,
  createSchema: TagInputSchema,
  sortable: ['title'],
  defaultSort: ['title', 'ASC'],
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
  async prepare({ em, data, existing }) {
    if (typeof data.title !== 'string') return;
    const clash = await em.findOne(Tag, { title: data.title, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ title: 'برچسبی با همین عنوان وجود دارد.' });
  },
};
