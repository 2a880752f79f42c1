import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { parseRouteId } from '@meydan/shared-types/public';
import { COMMENT_MESSAGES, type CommentNotice } from '@meydan/shared-types/comments';
import { CommentAcceptedSchema, PublicCommentInputSchema, type PublicCommentInput } from '@meydan/shared-types/schemas';
import { normalizeText } from '@meydan/shared-types/text';
import { answerCommentForm, isFormPost, parseCommentForm } from './comment-form.js';
import { Comment } from '../model/comment.entity.js';
import { News } from '../model/news.entity.js';
import { commentSearchKey } from '../model/comment-search.js';
import { countLinks, isStaffName, MAX_LINKS, pendingCapReached, stripBidi } from './comment-rules.js';
import { publishedNews } from './queries.js';
import { IdTextParams, NoPublicQuery } from './route-schemas.js';

/** The fields a reader fills in, in the order the form shows them: the first one wrong is the one named. */
const FIELDS = ['authorName', 'authorEmail', 'body', 'parent'] as const satisfies readonly CommentNotice[];
const FIX_FORM = 'لطفاً خطاهای فرم را برطرف کنید.';

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
    errors[field] ??= (FIELDS as readonly string[]).includes(field)
      ? COMMENT_MESSAGES[field as (typeof FIELDS)[number]]
      : 'مقدار نامعتبر است.';
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
        /** The reader's answer: JSON to the page's script, a 303 to the notice `notice` for a plain form. */
        const answer = (status: number, notice: CommentNotice, errors?: Errors, message: string = COMMENT_MESSAGES[notice]) =>
          form && news
            ? answerCommentForm(reply, news, notice)
            : reply.code(status).send(status < 300 ? { status: 'pending', message } : { message, errors });
        /** A refusal of one field: its notice, and the same text beside the field. */
        const refuse = (notice: CommentNotice, field: (typeof FIELDS)[number]) =>
          answer(400, notice, { [field]: COMMENT_MESSAGES[notice] });
        if (honeypot) return answer(201, 'sent');
        if (!news) return reply.code(404).send({ message: 'خبر پیدا نشد.' });
        if (!news.allowComments) return answer(403, 'closed');

        const { input, errors } = validate(request.body);
        if (!input) return answer(400, FIELDS.find((f) => errors[f]) ?? 'body', errors, FIX_FORM);
        input.authorName = stripBidi(input.authorName);
        if (countLinks(input.body) > MAX_LINKS) return refuse('tooManyLinks', 'body');
        if (await isStaffName(request.em, input.authorName)) return refuse('reservedName', 'authorName');
        const { pendingCommentsPerItem, pendingComments } = app.config.limits;
        const full = await pendingCapReached(request.em, news.id, { perItem: pendingCommentsPerItem, total: pendingComments });
        if (full) {
          reply.header('retry-after', '600');
          return answer(429, full);
        }
        let parent = null;
        if (input.parent) {
          parent = await request.em.findOne(Comment, { id: input.parent, news: news.id, status: 'approved' });
          if (!parent) return refuse('parent', 'parent');
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
        return answer(201, 'sent');
      },
    );
  });
}
