import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LIMITS } from '@meydan/shared-types/constants';
import { parseRouteId } from '@meydan/shared-types/public';
import { CommentAcceptedSchema, PublicCommentInputSchema, type PublicCommentInput } from '@meydan/shared-types/schemas';
import { normalizeText, toPersianDigits } from '@meydan/shared-types/text';
import { answerCommentForm, isFormPost, parseCommentForm } from './comment-form.js';
import { Comment } from '../model/comment.entity.js';
import { News } from '../model/news.entity.js';
import { commentSearchKey } from '../model/comment-search.js';
import { countLinks, isStaffName, MAX_LINKS, pendingCapReached, RESERVED_NAME, stripBidi, TOO_MANY_LINKS } from './comment-rules.js';
import { publishedNews } from './queries.js';
import { IdTextParams, NoPublicQuery } from './route-schemas.js';

const ACCEPTED = 'نظر شما ثبت شد و پس از تأیید نمایش داده می‌شود.';
const fa = (n: number) => toPersianDigits(n);
const FIELD_MESSAGES: Record<string, string> = {
  authorName: `نام باید بین ${fa(LIMITS.commentName.min)} تا ${fa(LIMITS.commentName.max)} نویسه باشد.`,
  authorEmail: 'نشانی ایمیل معتبر نیست.',
  body: `متن نظر باید بین ${fa(LIMITS.commentBody.min)} تا ${fa(LIMITS.commentBody.max)} نویسه باشد.`,
  parent: 'نظری که به آن پاسخ می‌دهید پیدا نشد.',
};

type Errors = Record<string, string>;

// TypeBox's checker knows no formats by itself; the schema's `email` needs one.
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));

/** Checks the body against the shared schema after trimming, so "   " is as empty as "". */
function validate(raw: unknown): { input: PublicCommentInput | null; errors: Errors } {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const candidate = {
    authorName: typeof source.authorName === 'string' ? normalizeText(source.authorName) : source.authorName,
    authorEmail: trim(source.authorEmail) || null,
    body: trim(source.body),
    ...(source.parent !== undefined && source.parent !== null ? { parent: source.parent } : {}),
    website: source.website ?? '',
  };
  const errors: Errors = {};
  for (const e of Value.Errors(PublicCommentInputSchema, candidate)) {
    const field = e.path.split('/')[1] || 'body';
    errors[field] ??= FIELD_MESSAGES[field] ?? 'مقدار نامعتبر است.';
  }
  return Object.keys(errors).length
    ? { input: null, errors }
    : { input: Value.Clean(PublicCommentInputSchema, candidate) as PublicCommentInput, errors };
}

/** A comment is at most a few kilobytes of text; nothing legitimate comes near this. */
const COMMENT_BODY_LIMIT = 16 * 1024;

const filledHoneypot = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && 'website' in raw && raw.website !== '' && raw.website !== null && raw.website !== undefined;

const hashIp = (ip: string) => createHash('sha256').update(`meydan-comment:${ip}`).digest('hex');

/**
 * POST /api/public/news/:id/comments: a reader's comment, stored pending until staff approve it. The
 * article's form posts here as JSON once the page runs, and as a plain urlencoded form without
 * JavaScript: that one is answered with a 303 back to the article, at the notice that says what happened.
 */
export function registerCommentRoute(app: FastifyInstance, maxPerIp: number): void {
  // The form parser is scoped to this route: everywhere else a urlencoded body stays a 415. A form from
  // another site is refused before it gets here, as every cross-site mutation is (plugins/security.ts).
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: COMMENT_BODY_LIMIT }, parseCommentForm);
    scope.post(
      '/api/public/news/:id/comments',
      {
        config: { rateLimit: { max: maxPerIp, timeWindow: '10 minutes' } },
        bodyLimit: COMMENT_BODY_LIMIT,
        // The body is checked by validate() below, field by field in the form's words.
        schema: { params: IdTextParams, querystring: NoPublicQuery, response: { 201: CommentAcceptedSchema } },
      },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store');
        const form = isFormPost(request);
        const newsId = parseRouteId(request.params.id);
        // A filled honeypot gets the answer a person gets, so a bot cannot tell which field gave it away.
        const honeypot = filledHoneypot(request.body);
        const news = newsId && (form || !honeypot) ? await request.em.findOne(News, { $and: [{ id: newsId }, publishedNews()] }) : null;
        const answer = (status: number, body: { message: string; errors?: Errors; status?: 'pending' }) =>
          form && news ? answerCommentForm(reply, news, status, body.errors) : reply.code(status).send(body);
        if (honeypot) return answer(201, { status: 'pending', message: ACCEPTED });
        if (!news) return reply.code(404).send({ message: 'خبر پیدا نشد.' });
        if (!news.allowComments) return answer(403, { message: 'ارسال نظر برای این خبر بسته است.' });

        const { input, errors } = validate(request.body);
        if (!input) return answer(400, { message: 'لطفاً خطاهای فرم را برطرف کنید.', errors });
        input.authorName = stripBidi(input.authorName);
        if (countLinks(input.body) > MAX_LINKS) return answer(400, { message: TOO_MANY_LINKS, errors: { body: TOO_MANY_LINKS } });
        if (await isStaffName(request.em, input.authorName)) {
          return answer(400, { message: RESERVED_NAME, errors: { authorName: RESERVED_NAME } });
        }
        const { pendingCommentsPerItem, pendingComments } = app.config.limits;
        const full = await pendingCapReached(request.em, news.id, { perItem: pendingCommentsPerItem, total: pendingComments });
        if (full) return reply.code(429).header('retry-after', '600').send({ message: full });
        let parent = null;
        if (input.parent) {
          parent = await request.em.findOne(Comment, { id: input.parent, news: news.id, status: 'approved' });
          if (!parent) return answer(400, { message: 'لطفاً خطاهای فرم را برطرف کنید.', errors: { parent: FIELD_MESSAGES.parent } });
        }
        const body = stripBidi(input.body.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''));
        const comment = request.em.create(Comment, {
          news,
          parent,
          authorName: input.authorName,
          // Nullable in the table; the entity's typings lose the null of a hidden column.
          authorEmail: (input.authorEmail ? input.authorEmail.toLowerCase() : null) as string,
          body,
          searchText: commentSearchKey({ authorName: input.authorName, body }),
          status: 'pending',
          ipHash: hashIp(request.ip),
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 400) || null,
        });
        await request.em.persistAndFlush(comment);
        return answer(201, { status: 'pending', message: ACCEPTED });
      },
    );
  });
}
