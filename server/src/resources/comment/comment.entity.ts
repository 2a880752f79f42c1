import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COMMENT_STATUSES } from '@meydan/shared-types/schemas';
import { baseProperties, searchProperty } from '../../db/base-properties.js';
import { News } from '../news/news.entity.js';
import { User } from '../user/user.entity.js';

export const Comment = defineEntity({
  name: 'Comment',
  properties: {
    ...baseProperties,
    ...searchProperty,
    news: () => p.manyToOne(News).deleteRule('cascade'),
    parent: () => p.manyToOne(Comment).nullable().deleteRule('cascade'),
    authorName: p.string().length(60),
    authorEmail: p.string().length(200).nullable().hidden(),
    body: p.text(),
    status: p.enum([...COMMENT_STATUSES]).default('pending'),
    ipHash: p.string().length(64).nullable().hidden(),
    userAgent: p.string().length(400).nullable(),
    reply: p.text().nullable(),
    repliedAt: p.datetime().nullable(),
    repliedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [
    { properties: ['news', 'status'] },
    { properties: ['status', 'createdAt'] },
    {
      name: 'comment_search_text_trgm',
      expression: 'create index "comment_search_text_trgm" on "comment" using gin ("search_text" gin_trgm_ops)',
    },
  ],
});
export type IComment = InferEntity<typeof Comment>;
