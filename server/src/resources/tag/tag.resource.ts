import { TagInputSchema, TagSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { Tag } from '../../model/tag.entity.js';

export const tagResource = defineResource({
  name: 'tag',
  entity: Tag,
  createSchema: TagInputSchema,
  recordSchema: TagSchema,
  sortable: ['title'],
  defaultSort: ['title', 'ASC'],
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
  async prepare({ em, input, existing }) {
    if (input.title === undefined) return;
    const clash = await em.findOne(Tag, { title: input.title, ...(existing ? { id: { $ne: existing.id } } : {}) });
    if (clash) throw new ValidationError({ title: 'برچسبی با همین عنوان وجود دارد.' });
  },
});
