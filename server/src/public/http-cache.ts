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
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: string, opts: CachedOptions, knownEtag?: string) {
  const status = opts.status ?? 200;
  reply.code(status).header('content-type', opts.type).header('cache-control', opts.cacheControl ?? PUBLIC_CACHE);
  if (opts.vary) reply.header('vary', opts.vary);
  if (status !== 200) return reply.send(body);
  const etag = knownEtag ?? etagOf(body);
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

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Cached page data is the same object for every reader until it expires, so its JSON and ETag are
 * computed once per object rather than once per request.
 */
const serialized = new WeakMap<object, { body: string; etag: string }>();

function serialize(data: unknown): { body: string; etag: string } {
  if (typeof data !== 'object' || data === null) {
    const body = JSON.stringify(data);
    return { body, etag: etagOf(body) };
  }
  let hit = serialized.get(data);
  if (!hit) {
    const body = JSON.stringify(data);
    hit = { body, etag: etagOf(body) };
    serialized.set(data, hit);
  }
  return hit;
}

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, data: unknown, status = 200, cacheControl?: string) {
  const { body, etag } = serialize(data);
  return sendCached(request, reply, body, { status, type: 'application/json; charset=utf-8', cacheControl }, etag);
}
