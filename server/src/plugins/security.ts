import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isIP } from 'node:net';
import type { Config } from '../config.js';
import { HttpError } from '../http-errors.js';
import { THEME_SCRIPT_SRC } from '../security/theme-script.js';

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
 * The path as the router reads it, without the query: `/api/%61dmin/news/1` is routed to
 * /api/admin/news/1. Only the path is decoded: a search's query is percent-encoded Persian, and
 * decoding it on every answer cost a cached search page a tenth of its rate.
 */
export function decodedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Never stored by a browser or a shared cache: every API answer unless its route says otherwise (the
 * public API's cacheable reads), the admin and auth APIs always, and the back office's pages. Its
 * hashed assets are the same bytes for everyone and stay cacheable for a year.
 */
function privacyOf(url: string): 'private' | 'api' | null {
  const path = decodedPath(url);
  if (path.startsWith('/api/admin/') || path.startsWith('/api/auth/')) return 'private';
  if (path.startsWith('/api/') || path === '/api') return 'api';
  return isBackOffice(path) && !path.startsWith('/admin/assets/') ? 'private' : null;
}

const EMBEDS = 'https://www.aparat.com https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com';
/** `media` is the CDN origin media are read from (MEDIA_PUBLIC_URL), if any. */
const csp = (scriptSrc: string, styleSrc: string, media: string) =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
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
 * nonce: they have no inline styles at all, and their one inline script (the theme, read before the
 * first paint) is allowed by its hash.
 */
const publicCsp = (media: string) => csp(`'self' ${THEME_SCRIPT_SRC}`, "'self'", media);
/** MUI (emotion) writes <style> elements at run time, so the back office keeps inline styles. */
const backOfficeCsp = (media: string) => csp("'self'", "'self' 'unsafe-inline'", media);
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

/** The security headers of an answer to `url`, for this configuration. */
export function securityHeaders(config: Pick<Config, 'cookieSecure' | 'mediaPublicUrl'>): (url: string) => Record<string, string> {
  const media = config.mediaPublicUrl ? ` ${new URL(config.mediaPublicUrl).origin}` : '';
  const hsts = config.cookieSecure;
  const API = apiHeaders(hsts);
  const PUBLIC = { ...documentHeaders(hsts), 'content-security-policy': publicCsp(media) };
  const BACK_OFFICE = { ...documentHeaders(hsts), 'content-security-policy': backOfficeCsp(media) };
  return (url) => (decodedPath(url).startsWith('/api/') ? API : isBackOffice(url) ? BACK_OFFICE : PUBLIC);
}

/**
 * Fastify's own refusals of a URL it cannot route (`/%ff`, an over-long parameter) run before any
 * hook: they get the same Persian answer and headers as every other 400 here.
 */
export function frameworkErrors(config: Config) {
  const headersFor = securityHeaders(config);
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply
      .headers(headersFor(request.url))
      .header('cache-control', 'no-store')
      .code(400)
      .send({ message: 'نشانی درخواست خراب است (کدگذاری درصدی نادرست یا بیش از حد طولانی)؛ نشانی را درست کنید.' });
  };
}

const BAD_FORWARDED = 'نشانی فرستنده در سرآیند X-Forwarded-For معتبر نیست.';

export default fp(
  async (app) => {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    const headersFor = securityHeaders(app.config);
    const behindProxy = app.config.trustProxy !== false;
    // Callback hooks: every request passes here, and a promise per hook is measurable at this rate.
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      reply.headers(headersFor(url));
      // A proxy (or a client where none is) that writes `unknown` or a name must not become an address
      // rate limits and throttles count by.
      if (behindProxy && isIP(request.ip) === 0) return done(new HttpError(400, BAD_FORWARDED));
      if (MUTATING.has(request.method) && decodedPath(url).startsWith('/api/') && isCrossSite(request, publicOrigin)) {
        done(new HttpError(403, 'درخواست از مبدأ دیگری رسیده و پذیرفته نشد.'));
        return;
      }
      done();
    });
    // At send time, so no handler or error path can leave a private answer cacheable.
    app.addHook('onSend', (request, reply, payload, done) => {
      const privacy = privacyOf(request.url);
      if (privacy === 'private' || (privacy === 'api' && !reply.hasHeader('cache-control'))) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security', dependencies: ['config'] },
);
