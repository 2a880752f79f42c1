/** What an article says after its comment form was sent without JavaScript: sent, closed, or the field to fix. */
export type CommentNotice = 'sent' | 'closed' | 'authorName' | 'authorEmail' | 'body';
/** The anchor of that notice on the article: the server redirects to it, the page shows the one targeted. */
export const commentNoticeId = (notice: CommentNotice): string => `comment-notice-${notice}`;
