import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors.js';

const MESSAGE = 'این درخواست بدنه نمی‌پذیرد؛ آن را بدون بدنه بفرستید.';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request says a body follows: a length above zero, or a chunked one. */
export function announcesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const refuse = ({ headers }: { headers: IncomingHttpHeaders }, _reply: unknown, done: (err?: Error) => void) =>
  done(
    announcesBody(headers) && !headers['content-type']?.startsWith('multipart/form-data')
      ? new HttpError(413, MESSAGE, undefined, { Connection: 'close' })
      : undefined,
  );

/**
 * A route that declares no body (no body schema, no body limit of its own) reads none: logout or a view beacon would otherwise have Fastify read
 * and parse up to the global body limit of JSON for nothing. Fastify has no body limit of zero, so the
 * request is refused as soon as it announces one. Multipart bodies are left to their handler, which
 * streams what it asks for (media uploads) and nothing otherwise.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // A route that reads its body itself says how much it takes (bodyLimit).
      if (route.schema?.body || route.bodyLimit !== undefined || !methods.some((m) => WITH_BODY.has(m))) return;
      const existing = route.onRequest;
      route.onRequest = existing ? [refuse, ...(Array.isArray(existing) ? existing : [existing])] : [refuse];
    });
  },
  { name: 'no-body' },
);
