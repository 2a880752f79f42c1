import { COMMENT_STATUSES, CommentInputSchema } from '@meydan/shared-types';
import type { ResourceDefinition } from '../../crud/resource.js';
import { Comment } from './comment.entity.js';
import { COMMENT_SEARCH_FIELDS } from './comment-search.js';

export const commentResource: ResourceDefinition = {
  name: 'comment',
  entity: Comment as never,
  createSchema: CommentInputSchema,
  updateSchema: CommentInputSchema,
  // Comments come from readers through the public API; staff moderate and reply.
  canCreate: false,
  sortable: ['status', 'news', 'authorName'],
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: { kind: 'enum', values: COMMENT_STATUSES },
    news: { kind: 'id' },
  },
  // What a moderator remembers of a comment: who wrote it, a phrase of it, or of the staff answer.
  searchFields: COMMENT_SEARCH_FIELDS,
  prepare({ data, existing, user }) {
    if (data.reply !== undefined) {
      const reply = typeof data.reply === 'string' ? data.reply.trim() : '';
      data.reply = reply || null;
      if ((reply || null) !== (existing?.reply ?? null)) {
        data.repliedAt = reply ? new Date() : null;
        data.repliedBy = reply ? user.id : null;
      }
    }
  },
};
