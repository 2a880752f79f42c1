import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { REVISION_ACTIONS } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties } from './base-properties.js';
import { Gallery } from './gallery.entity.js';
import { News } from './news.entity.js';
import { User } from './user.entity.js';

/**
 * One saved state of a news item or a gallery: written in the transaction of the save it records, never
 * edited. Exactly one of `news` and `gallery` is set; the database deletes the revisions with their item.
 */
export const Revision = defineEntity({
  name: 'Revision',
  tableName: 'revision',
  properties: {
    ...baseProperties,
    news: () => p.manyToOne(News).nullable().deleteRule('cascade'),
    gallery: () => p.manyToOne(Gallery).nullable().deleteRule('cascade'),
    // The history outlives the account: `actor` still says who it was.
    user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    actor: p.string().length(TEXT_MAX.actor),
    action: p.enum([...REVISION_ACTIONS]),
    fields: p.json<string[]>(),
    // Read for one revision at a time (a comparison, a restore), never for the list.
    snapshot: p.json<Record<string, unknown>>().lazy(true, false),
    restoredFrom: p.integer().nullable(),
  },
  // The history of one item, newest first; also what the cascading delete of an item looks up.
  indexes: [{ properties: ['news', 'id'] }, { properties: ['gallery', 'id'] }],
});
export type IRevision = InferEntity<typeof Revision>;
