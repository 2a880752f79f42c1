import { type PublicComment } from '@meydan/shared-types/public';
import { COMMENT_MESSAGES } from '@meydan/shared-types/comments';
import { DateText } from '../../lib/calendar';
import { faNumber } from '../../lib/format';
import { CommentForm } from './CommentForm';

interface CommentSectionProps {
  newsId: number;
  allowComments: boolean;
  comments: PublicComment[];
}

/** Approved comments (with the newsroom's replies) and the form to add one. */
export function CommentSection({ newsId, allowComments, comments }: CommentSectionProps) {
  const count = comments.reduce((sum, c) => sum + 1 + c.replies.length, 0);
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        نظرات {count > 0 && <span className="meta">({faNumber(count)})</span>}
      </h2>
      {comments.length === 0 ? (
        <p className="empty-state">هنوز نظری منتشر نشده است.</p>
      ) : (
        <ol className="comment-list">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </ol>
      )}
      {allowComments ? <CommentForm newsId={newsId} /> : <p className="empty-state">{COMMENT_MESSAGES.closed}</p>}
    </section>
  );
}

function CommentItem({ comment }: { comment: PublicComment }) {
  return (
    <li className="comment">
      <p className="comment__head">
        <b>{comment.authorName}</b> <DateText className="meta" iso={comment.createdAt} time />
      </p>
      <p className="comment__body">{comment.body}</p>
      {comment.reply && (
        <div className="comment__reply">
          <p className="comment__head">
            <b>پاسخ میدان</b>
            {comment.repliedAt && <DateText className="meta" iso={comment.repliedAt} />}
          </p>
          <p className="comment__body">{comment.reply}</p>
        </div>
      )}
      {comment.replies.length > 0 && (
        <ol className="comment-list comment-list--nested">
          {comment.replies.map((r) => (
            <CommentItem key={r.id} comment={r} />
          ))}
        </ol>
      )}
    </li>
  );
}
