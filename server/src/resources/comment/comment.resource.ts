import { COMMENT_STATUSES, CommentInputSchema, CommentSchema } from '@meydan/shared-types/schemas';
import { defineResource } from '../../crud/resource.js';
import { Comment } from '../../model/comment.entity.js';
import { COMMENT_SEARCH_FIELDS } from '../../search/comment-search.js';

export const commentResource = defineResource({
  name: 'comment',
  entity: Comment,
  createSchema: CommentInputSchema,
  updateSchema: CommentInputSchema,
  recordSchema: CommentSchema,
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
  prepare({ input, existing, set, user }) {
    if (input.reply !== undefined) {
      const reply = input.reply?.trim() ?? '';
      input.reply = reply || null;
      if ((reply || null) !== (existing?.reply ?? null)) {
        set.repliedAt = reply ? new Date() : null;
        set.repliedBy = reply ? user.id : null;
      }
    }
  },
});
