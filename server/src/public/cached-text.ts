import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheKeys } from '../cache/keys.js';
import { renderBody } from '../cache/rendered.js';
import type { CacheTag } from '../cache/tags.js';
import { NO_STORE } from './http-cache.js';
import { RETRY_AFTER_S, UNAVAILABLE_MESSAGE } from './unavailable.js';

export interface TextResource {
  /** Cache identity: the normalized request (path plus the parameters that change the body). */
  key: string;
  type: string;
  cacheControl: string;
  /** What the body shows. */
  tags: readonly CacheTag[];
  /** The body, or null for a 404. */
  produce(): Promise<string | null>;
}

/** Serves a text body (feeds, sitemaps) from the page cache: built once, compressed once. */
export function serveText(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, resource: TextResource) {
  const key = cacheKeys.text(resource.key);
  return app.pageCache.serve(
    request,
    reply,
    key,
    () =>
      app.pageCache.get(key, async () => {
        const body = await resource.produce();
        if (body === null) return renderBody({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found', tags: resource.tags });
        return renderBody({ type: resource.type, body, tags: resource.tags });
      }),
    {
      cacheControl: resource.cacheControl,
      failure: (_req, res, unavailable) => {
        res.header('cache-control', NO_STORE).type('text/plain; charset=utf-8');
        if (!unavailable) return res.code(500).send('خطای داخلی سرور');
        return res.code(503).header('retry-after', RETRY_AFTER_S).send(UNAVAILABLE_MESSAGE);
      },
    },
  );
}
