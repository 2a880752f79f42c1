import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYLOAD_SUFFIX } from '@meydan/shared-types/public';
import { cacheKeys, parsePageUrl, splitRequestLine } from '../cache/keys.js';
import { NO_STORE, PAYLOAD_CACHE } from './http-cache.js';
import { BUILD_HEADER, currentBuildId, payloadEntry } from './render-context.js';
import { sendUnavailableJson } from './unavailable.js';

export { BUILD_HEADER };

/** Whether a path asks for page data (`…/_payload.json`) rather than the page. */
export const isPayloadPath = (pathname: string) => pathname === PAYLOAD_SUFFIX || pathname.endsWith(PAYLOAD_SUFFIX);

/**
 * `{page}/_payload.json?{query}&{buildId}`: the loader result for `{page}?{query}`. A redirect comes back
 * as data (200) for the client to follow; errors carry their status. The response names the server's
 * build, so a client running an older one knows to load the next page in full. Any spelling of the page's
 * path answers the canonical page's payload, from the one entry kept for it.
 */
export function servePayload(request: FastifyRequest, reply: FastifyReply) {
  const { path, query } = splitRequestLine(request.raw.url ?? '/');
  const pagePath = path.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  const page = parsePageUrl(query ? `${pagePath}?${query}` : pagePath).request;
  if (!page) return reply.code(404).header('cache-control', PAYLOAD_CACHE).send({ message: 'پیدا نشد.' });
  return request.server.pageCache.serve(request, reply, cacheKeys.payload(page), () => payloadEntry(request.server, page), {
    cacheControl: PAYLOAD_CACHE,
    failure: (req, res, unavailable) => {
      res.header(BUILD_HEADER, currentBuildId(req.server));
      if (unavailable) return sendUnavailableJson(res);
      return res.code(500).header('cache-control', NO_STORE).send({ message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.' });
    },
  });
}
