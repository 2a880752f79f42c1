import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAYLOAD_SUFFIX } from '@meydan/shared-types';
import { NO_STORE, sendCachedJson } from './http-cache.js';
import { currentBuildId, loadForRequest } from './render-context.js';

export const BUILD_HEADER = 'x-build-id';

/** Whether a path asks for page data (`…/_payload.json`) rather than the page. */
export const isPayloadPath = (pathname: string) => pathname === PAYLOAD_SUFFIX || pathname.endsWith(PAYLOAD_SUFFIX);

/**
 * `{page}/_payload.json?{query}&{buildId}`: the loader result for `{page}?{query}`. A redirect comes back
 * as data (200) for the client to follow; errors carry their status. The response names the server's
 * build, so a client running an older one knows to load the next page in full.
 */
export async function servePayload(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw.url ?? '/';
  const [pathname, query = ''] = raw.split('?');
  const pagePath = pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  const pageQuery = query.split('&').filter((part) => part.includes('=')).join('&');
  const { payload } = await loadForRequest(request, pageQuery ? `${pagePath}?${pageQuery}` : pagePath);
  reply.header(BUILD_HEADER, currentBuildId(request.server));
  const status = payload.kind === 'redirect' ? 200 : payload.status;
  return sendCachedJson(request, reply, payload, status, status >= 500 ? NO_STORE : undefined);
}
