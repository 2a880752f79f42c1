import { LIMITS } from '../constants/product.js';
import { toPersianDigits as fa } from '../text/digits.js';

/** More links than a reader cites in passing: what spam looks like. */
export const COMMENT_MAX_LINKS = 2;

/** The notices that mean the comment was not kept (the field to fix, or why it was refused): it has to be sent again. */
export const COMMENT_REFUSALS = [
  'authorName',
  'authorEmail',
  'body',
  'tooManyLinks',
  'reservedName',
  'parent',
  'articleFull',
  'siteFull',
] as const;

/**
 * What an article says after its comment form was sent without JavaScript: sent, closed, or one of the
 * refusals. The form shows a notice for each of these, so a refusal the server can name is in the list.
 */
export type CommentNotice = 'sent' | 'closed' | (typeof COMMENT_REFUSALS)[number];
/** The anchor of that notice on the article: the server redirects to it, the page shows the one targeted. */
export const commentNoticeId = (notice: CommentNotice): string => `comment-notice-${notice}`;

const { commentName: name, commentBody: body } = LIMITS;

/**
 * What a reader is told about a comment, by the form's own checks, by the server's answers and by the
 * notice a form sent without JavaScript comes back to: one text for each outcome, the same everywhere.
 */
export const COMMENT_MESSAGES = {
  sent: 'نظر شما ثبت شد و پس از تأیید نمایش داده می‌شود.',
  closed: 'ارسال نظر برای این خبر بسته است.',
  authorName: `نام باید بین ${fa(name.min)} تا ${fa(name.max)} نویسه باشد.`,
  authorEmail: 'نشانی ایمیل معتبر نیست.',
  body: `متن نظر باید بین ${fa(body.min)} تا ${fa(body.max)} نویسه باشد.`,
  tooManyLinks: `نظر بیش از ${fa(COMMENT_MAX_LINKS)} پیوند دارد؛ پیوندها را کم کنید و دوباره بفرستید.`,
  reservedName: 'این نام متعلق به یکی از اعضای تحریریه است؛ نام دیگری انتخاب کنید.',
  parent: 'نظری که به آن پاسخ می‌دهید پیدا نشد.',
  articleFull: 'نظرهای زیادی برای این خبر در انتظار تأیید است؛ کمی بعد دوباره تلاش کنید.',
  siteFull: 'نظرهای زیادی در انتظار تأیید است؛ کمی بعد دوباره تلاش کنید.',
} as const satisfies Record<CommentNotice, string>;
