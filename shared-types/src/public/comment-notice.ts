import { LIMITS } from '../constants/product.js';
import { toPersianDigits as fa } from '../text/digits.js';

/** What an article says after its comment form was sent without JavaScript: sent, closed, or the field to fix. */
export type CommentNotice = 'sent' | 'closed' | 'authorName' | 'authorEmail' | 'body';
/** The anchor of that notice on the article: the server redirects to it, the page shows the one targeted. */
export const commentNoticeId = (notice: CommentNotice): string => `comment-notice-${notice}`;

const { commentName: name, commentBody: body } = LIMITS;

/**
 * What a reader is told about a comment, by the form's own checks and by the notice a form sent without
 * JavaScript comes back to: the server's answers say the same, in the same words.
 */
export const COMMENT_MESSAGES = {
  sent: 'نظر شما ثبت شد و پس از تأیید نمایش داده می‌شود.',
  closed: 'ارسال نظر برای این خبر بسته است.',
  authorName: `نام باید بین ${fa(name.min)} تا ${fa(name.max)} نویسه باشد.`,
  authorEmail: 'نشانی ایمیل معتبر نیست.',
  body: `متن نظر باید بین ${fa(body.min)} تا ${fa(body.max)} نویسه باشد.`,
} as const satisfies Record<CommentNotice, string>;
