import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding.js';
import { variant, type Rendered } from './rendered.js';

const matches = (header: string, etag: string) =>
  header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Sends a kept body: a matching If-None-Match gets a 304, otherwise the compressed variant the client
 * accepts, as kept (the first request for an encoding waits while it is made, off the event loop).
 * Nothing here compresses or hashes on the event loop.
 */
export function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
  cacheControl: string,
): FastifyReply | Promise<FastifyReply> {
  reply.code(rendered.status).headers(rendered.headers).header('cache-control', cacheControl);
  const inm = request.headers['if-none-match'];
  if (rendered.etag && inm && matches(inm, rendered.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const compressed = encoding && variant(rendered, encoding);
  if (!compressed) return reply.send(rendered.body);
  if (Buffer.isBuffer(compressed)) return reply.header('content-encoding', encoding).send(compressed);
  return compressed.then((made) => (made ? reply.header('content-encoding', encoding).send(made) : reply.send(rendered.body)));
}
