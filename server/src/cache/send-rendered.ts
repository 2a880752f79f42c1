import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rendered } from './rendered.js';

const matches = (header: string, etag: string) =>
  header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends a kept body as it is: a matching If-None-Match gets a 304, otherwise the precompressed variant
 * the client accepts. Nothing here compresses or hashes.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, rendered: Rendered, cacheControl: string): FastifyReply {
  reply.code(rendered.status).headers(rendered.headers).header('cache-control', cacheControl);
  const inm = request.headers['if-none-match'];
  if (rendered.etag && inm && matches(inm, rendered.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  if (accepted && rendered.br && accepted.includes('br')) return reply.header('content-encoding', 'br').send(rendered.br);
  if (accepted && rendered.gzip && accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(rendered.gzip);
  return reply.send(rendered.body);
}
