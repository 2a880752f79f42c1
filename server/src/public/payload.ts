import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYLOAD_SUFFIX } from '@meydan/shared-types/public';
import { pageKey } from '../cache/page-key.js';
import { NO_STORE, PUBLIC_CACHE } from './http-cache.js';
import { BUILD_HEADER, currentBuildId, payloadEntry } from './render-context.js';
import { sendUnavailableJson } from './unavailable.js';

export { BUILD_HEADER };

/** Whether a path asks for page data (`…/_payload.json`) rather than the page. */
export const isPayloadPath = (pathname: string) => pathname === PAYLOAD_SUFFIX || pathname.endsWith(PAYLOAD_SUFFIX);

/**
 * `{page}/_payload.json?{query}&{buildId}`: the loader result for `{page}?{query}`. A redirect comes back
 * as data (200) for the client to follow; errors carry their status. The response names the server's
 * build, so a client running an older one knows to load the next page in full.
 */
export function servePayload(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw.url ?? '/';
  const q = raw.indexOf('?');
  const pathname = q === -1 ? raw : raw.slice(0, q);
  const pagePath = pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  const key = pageKey(q === -1 ? pagePath : `${pagePath}${raw.slice(q)}`);
  return request.server.pageCache.serve(request, reply, `p|${key.key}`, () => payloadEntry(request.server, key), {
    cacheControl: PUBLIC_CACHE,
    failure: (req, res, unavailable) => {
      res.header(BUILD_HEADER, currentBuildId(req.server));
      if (unavailable) return sendUnavailableJson(res);
      return res.code(500).header('cache-control', NO_STORE).send({ message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.' });
    },
  });
}
