import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors.js';

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

/** What helmet would send, fixed once: the same answer for every document. */
const documentHeaders = (hsts: boolean): Record<string, string> => ({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
});

/**
 * JSON, event streams and beacons are never rendered as documents: they need no page policy, only to be
 * left unsniffed, unframed and unread by other origins. Every API answer carries ~300 bytes of headers
 * instead of ~1 KB, which is most of what separates /api/ping from a bare server.
 */
const apiHeaders = (hsts: boolean): Record<string, string> => ({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  'x-content-type-options': 'nosniff',
});

export default fp(
  async (app) => {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    const media = app.config.mediaPublicUrl ? ` ${new URL(app.config.mediaPublicUrl).origin}` : '';
    const hsts = app.config.cookieSecure;
    const API = apiHeaders(hsts);
    const PUBLIC = { ...documentHeaders(hsts), 'content-security-policy': publicCsp(media) };
    const BACK_OFFICE = { ...documentHeaders(hsts), 'content-security-policy': backOfficeCsp(media) };
    // Callback hooks: every request passes here, and a promise per hook is measurable at this rate.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (url.startsWith('/api/')) {
        reply.headers(API);
        if (MUTATING.has(request.method) && isCrossSite(request, publicOrigin)) {
          done(new HttpError(403, 'درخواست از مبدأ دیگری رسیده و پذیرفته نشد.'));
          return;
        }
      } else {
        reply.headers(isBackOffice(url) ? BACK_OFFICE : PUBLIC);
      }
      done();
    });
    // At send time, so no handler or error path can leave a private answer cacheable.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPrivate(request.url)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security', dependencies: ['config'] },
);
