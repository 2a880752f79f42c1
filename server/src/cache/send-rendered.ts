import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding.js';
import { surrogateHeaders } from './front-headers.js';
import { variant, type Rendered } from './rendered.js';

const matches = (header: string, etag: string) =>
  header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * What a shared cache in front (a CDN, Varnish) is told of a public 200: its tags, and how long it may
 * keep it when the app purges that cache (`maxAgeS`; null when nothing purges it). Answers of another
 * status carry neither: they keep Cache-Control's short life there, since no purge names the item a
 * 404 is missing when it appears.
 */
export interface FrontCache {
  maxAgeS: number | null;
}

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
  front: FrontCache | null = null,
): FastifyReply | Promise<FastifyReply> {
  reply.code(rendered.status).headers(rendered.headers).header('cache-control', cacheControl);
  if (front && rendered.status === 200 && cacheControl.startsWith('public')) {
    reply.headers((rendered.front ??= surrogateHeaders(rendered.tags, front.maxAgeS)));
  }
  const inm = request.headers['if-none-match'];
  if (rendered.etag && inm && matches(inm, rendered.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const compressed = encoding && variant(rendered, encoding);
  if (!compressed) return reply.send(rendered.body);
  if (Buffer.isBuffer(compressed)) return reply.header('content-encoding', encoding).send(compressed);
  return compressed.then((made) => (made ? reply.header('content-encoding', encoding).send(made) : reply.send(rendered.body)));
}
