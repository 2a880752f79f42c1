import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-errors.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a mutation is accepted only from our own origin. Browsers send
 * Sec-Fetch-Site on every request; older ones send Origin on cross-site POSTs. Bodies must be JSON or
 * multipart (the only parsers registered), which a cross-site HTML form cannot produce without a
 * CORS preflight we never grant.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = `${request.protocol}://${request.host}`;
  return origin !== own && origin !== publicOrigin;
}

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          frameSrc: ["'self'", 'https://www.aparat.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: app.config.cookieSecure,
    });

    const publicOrigin = new URL(app.config.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
      if (isCrossSite(request, publicOrigin)) {
        throw new HttpError(403, 'درخواست از مبدأ دیگری رسیده و پذیرفته نشد.');
      }
    });
  },
  { name: 'security', dependencies: ['config'] },
);
