import { useState, type FormEvent } from 'react';
import { type CommentAccepted } from '@meydan/shared-types/public';
import { COMMENT_MESSAGES, COMMENT_REFUSALS, commentNoticeId, type CommentNotice } from '@meydan/shared-types/comments';
import { newsCommentsUrl } from '../../config/paths';
import { useToast } from '../../components/ui/Toaster';
import { postJson } from '../../lib/api';
import { emptyDraft, validateComment, type CommentDraft, type CommentErrors } from './comment-validation';

interface ServerError {
  message?: string;
  errors?: CommentErrors;
}

const NOT_SENT = 'نظر شما ارسال نشد؛ آن را دوباره بنویسید.';
const NOTICES: { notice: CommentNotice; text: string; ok?: boolean }[] = [
  { notice: 'sent', text: COMMENT_MESSAGES.sent, ok: true },
  { notice: 'closed', text: COMMENT_MESSAGES.closed },
  ...COMMENT_REFUSALS.map((notice) => ({ notice, text: `${COMMENT_MESSAGES[notice]} ${NOT_SENT}` })),
];

/**
 * Sends a comment for moderation. On any error what the reader typed stays in the form. Without
 * JavaScript the form posts itself and the server sends the reader back here, to the anchor of one of
 * the notices below, which shows only while it is the page's target.
 */
export function CommentForm({ newsId }: { newsId: number }) {
  const toast = useToast();
  const [draft, setDraft] = useState<CommentDraft>(emptyDraft);
  const [errors, setErrors] = useState<CommentErrors>({});
  const [sending, setSending] = useState(false);

  const field = (name: keyof CommentDraft) => ({
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `comment-${name}-error` : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateComment(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const res = await postJson<CommentAccepted & ServerError>(newsCommentsUrl(newsId), draft);
      if (res.ok) {
        setDraft(emptyDraft);
        toast(res.body?.message ?? COMMENT_MESSAGES.sent, 'success');
      } else {
        setErrors(res.body?.errors ?? {});
        toast(res.body?.message ?? 'ارسال نظر ممکن نشد.', 'error');
      }
    } catch {
      toast('ارتباط با سرور برقرار نشد. دوباره تلاش کنید.', 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="comment-form"
      action={newsCommentsUrl(newsId)}
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="comment-form-title"
    >
      <h3 id="comment-form-title">نظر شما</h3>
      {NOTICES.map(({ notice, text, ok }) => (
        <p key={notice} id={commentNoticeId(notice)} className={`comment-notice${ok ? ' comment-notice--ok' : ''}`}>
          {text}
        </p>
      ))}
      <div className="comment-form__row">
        <Field id="comment-authorName" label="نام" error={errors.authorName}>
          <input id="comment-authorName" autoComplete="name" required {...field('authorName')} />
        </Field>
        <Field id="comment-authorEmail" label="ایمیل (اختیاری، منتشر نمی‌شود)" error={errors.authorEmail}>
          <input id="comment-authorEmail" type="email" dir="ltr" autoComplete="email" {...field('authorEmail')} />
        </Field>
      </div>
      <Field id="comment-body" label="متن نظر" error={errors.body}>
        <textarea id="comment-body" rows={4} required {...field('body')} />
      </Field>
      <div className="hp" aria-hidden="true">
        <label htmlFor="comment-website">وب‌سایت</label>
        <input id="comment-website" tabIndex={-1} autoComplete="off" {...field('website')} />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'در حال ارسال…' : 'ارسال نظر'}
      </button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
