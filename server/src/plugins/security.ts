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

/** The back office's pages: /admin and everything under it, and its /auth screens. */
const isBackOffice = (url: string) =>
  url.startsWith('/auth/') || (url.startsWith('/admin') && (url.length === 6 || url[6] === '/' || url[6] === '?'));

/**
 * Never stored by a browser or a shared cache: the admin and auth APIs and the back office's pages.
 * Its hashed assets are the same bytes for everyone and stay cacheable for a year.
 */
const isPrivate = (url: string) =>
  url.startsWith('/api/admin/') || url.startsWith('/api/auth/') || (isBackOffice(url) && !url.startsWith('/admin/assets/'));

const EMBEDS = 'https://www.aparat.com https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com';
/** `media` is the CDN origin media are read from (MEDIA_PUBLIC_URL), if any. */
const csp = (styleSrc: string, media: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src ${styleSrc}`,
    `img-src 'self' data: blob:${media}`,
    "font-src 'self' data:",
    `media-src 'self' blob: https:${media}`,
    `frame-src 'self' ${EMBEDS}`,
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/**
 * The public pages come from a page cache shared by every reader, so they cannot carry a per-response
 * nonce; they have no inline styles at all instead.
 */
const publicCsp = (media: string) => csp("'self'", media);
/** MUI (emotion) writes <style> elements at run time, so the back office keeps inline styles. */
const backOfficeCsp = (media: string) => csp("'self' 'unsafe-inline'", media);
/** Powerful features no page of ours uses, denied to the page and to every embed. */
const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      hsts: app.config.cookieSecure,
    });

    const publicOrigin = new URL(app.config.publicUrl).origin;
    const media = app.config.mediaPublicUrl ? ` ${new URL(app.config.mediaPublicUrl).origin}` : '';
    const [PUBLIC_CSP, BACK_OFFICE_CSP] = [publicCsp(media), backOfficeCsp(media)];
    app.addHook('onRequest', async (request, reply) => {
      const url = request.url;
      reply.header('content-security-policy', isBackOffice(url) ? BACK_OFFICE_CSP : PUBLIC_CSP);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (MUTATING.has(request.method) && url.startsWith('/api/') && isCrossSite(request, publicOrigin)) {
        throw new HttpError(403, 'درخواست از مبدأ دیگری رسیده و پذیرفته نشد.');
      }
    });
    // At send time, so no handler or error path can leave a private answer cacheable.
    app.addHook('onSend', async (request, reply) => {
      if (isPrivate(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security', dependencies: ['config'] },
);
