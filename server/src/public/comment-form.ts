import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicPaths } from '@meydan/shared-types/public';
import { commentNoticeId, type CommentNotice } from '@meydan/shared-types/comments';
import type { INews } from '../model/news.entity.js';

type Done = (err: Error | null, body?: unknown) => void;

/** A urlencoded form's fields, the last value of a repeated one winning. */
export function parseCommentForm(_request: FastifyRequest, raw: string | Buffer, done: Done): void {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  done(null, Object.fromEntries(new URLSearchParams(text)));
}

export const isFormPost = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');

/**
 * The answer to a form sent without JavaScript: back to the article with a 303 (so a reload does not
 * send it again), at the notice that says what happened. The article carries every notice, hidden until
 * its anchor is the target, so the cached page serves every outcome.
 */
export function answerCommentForm(reply: FastifyReply, news: Pick<INews, 'id' | 'slug'>, notice: CommentNotice): FastifyReply {
  return reply.redirect(`${publicPaths.newsArticle(news.id, news.slug)}#${commentNoticeId(notice)}`, 303);
}
