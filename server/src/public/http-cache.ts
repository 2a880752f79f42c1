import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public pages may be cached briefly by browsers and CDNs, and served stale while they revalidate. */
export const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300';
export const NO_STORE = 'no-store';

interface CachedOptions {
  status?: number;
  type: string;
  cacheControl?: string;
  vary?: string;
}

/**
 * Sends a GET answer with a strong ETag over the body; a matching If-None-Match gets a 304 with no body.
 * Errors (4xx/5xx) are sent as they are, with the cache policy the caller chose.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: string, opts: CachedOptions) {
  const status = opts.status ?? 200;
  reply.code(status).header('content-type', opts.type).header('cache-control', opts.cacheControl ?? PUBLIC_CACHE);
  if (opts.vary) reply.header('vary', opts.vary);
  if (status !== 200) return reply.send(body);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag);
  const match = request.headers['if-none-match'];
  if (match && match.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  return sendCompressed(request, reply, body);
}

const MIN_COMPRESS_BYTES = 1024;

/**
 * Pages and payloads are text that shrinks five- to tenfold; on a phone's connection that is most of the
 * wait. Brotli at a middle quality costs about a millisecond for a page.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (Buffer.byteLength(body) < MIN_COMPRESS_BYTES || reply.hasHeader('content-encoding')) return reply.send(body);
  if (/\bbr\b/.test(accepted)) {
    const compressed = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

export const sendCachedJson = (request: FastifyRequest, reply: FastifyReply, data: unknown, status = 200, cacheControl?: string) =>
  sendCached(request, reply, JSON.stringify(data), { status, type: 'application/json; charset=utf-8', cacheControl });
