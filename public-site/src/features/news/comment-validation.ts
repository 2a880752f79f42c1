import { LIMITS } from '@meydan/shared-types/constants';
import { faDigits } from '../../lib/format';

export interface CommentDraft {
  authorName: string;
  authorEmail: string;
  body: string;
  website: string;
}
export type CommentErrors = Partial<Record<keyof CommentDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const { commentName: n, commentBody: b } = LIMITS;

/** What to fix in each field, in the server's words. */
export const COMMENT_FIELD_MESSAGES = {
  authorName: `نام باید بین ${faDigits(n.min)} تا ${faDigits(n.max)} نویسه باشد.`,
  authorEmail: 'نشانی ایمیل معتبر نیست.',
  body: `متن نظر باید بین ${faDigits(b.min)} تا ${faDigits(b.max)} نویسه باشد.`,
} as const;

/**
 * The server's rules (PublicCommentInputSchema and LIMITS), checked before sending so the reader hears
 * about them at once; the server checks again and its messages win.
 */
export function validateComment(draft: CommentDraft): CommentErrors {
  const errors: CommentErrors = {};
  const name = draft.authorName.trim();
  const body = draft.body.trim();
  if (name.length < n.min || name.length > n.max) errors.authorName = COMMENT_FIELD_MESSAGES.authorName;
  if (draft.authorEmail.trim() && !EMAIL.test(draft.authorEmail.trim())) errors.authorEmail = COMMENT_FIELD_MESSAGES.authorEmail;
  if (body.length < b.min || body.length > b.max) errors.body = COMMENT_FIELD_MESSAGES.body;
  return errors;
}

export const emptyDraft: CommentDraft = { authorName: '', authorEmail: '', body: '', website: '' };
