import { LIMITS } from '@meydan/shared-types/constants';
import { COMMENT_MESSAGES } from '@meydan/shared-types/comments';

export interface CommentDraft {
  authorName: string;
  authorEmail: string;
  body: string;
  website: string;
}
export type CommentErrors = Partial<Record<keyof CommentDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const { commentName: n, commentBody: b } = LIMITS;

/**
 * The server's rules (PublicCommentInputSchema and LIMITS), checked before sending so the reader hears
 * about them at once; the server checks again and its messages win.
 */
export function validateComment(draft: CommentDraft): CommentErrors {
  const errors: CommentErrors = {};
  const name = draft.authorName.trim();
  const body = draft.body.trim();
  if (name.length < n.min || name.length > n.max) errors.authorName = COMMENT_MESSAGES.authorName;
  if (draft.authorEmail.trim() && !EMAIL.test(draft.authorEmail.trim())) errors.authorEmail = COMMENT_MESSAGES.authorEmail;
  if (body.length < b.min || body.length > b.max) errors.body = COMMENT_MESSAGES.body;
  return errors;
}

export const emptyDraft: CommentDraft = { authorName: '', authorEmail: '', body: '', website: '' };
