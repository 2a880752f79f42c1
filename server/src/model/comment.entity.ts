import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COMMENT_STATUSES } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { baseProperties, searchProperty } from './base-properties.js';
import { News } from './news.entity.js';
import { User } from './user.entity.js';

export const Comment = defineEntity({
  name: 'Comment',
  properties: {
    ...baseProperties,
    ...searchProperty,
    news: () => p.manyToOne(News).deleteRule('cascade'),
    parent: () => p.manyToOne(Comment).nullable().deleteRule('cascade'),
    authorName: p.string().length(TEXT_MAX.commentName),
    authorEmail: p.string().length(TEXT_MAX.email).nullable().hidden(),
    body: p.text(),
    status: p.enum([...COMMENT_STATUSES]).default('pending'),
    ipHash: p.string().length(TEXT_MAX.hash).nullable().hidden(),
    userAgent: p.string().length(TEXT_MAX.userAgent).nullable(),
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
