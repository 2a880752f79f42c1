/**
 * Public pages may be kept briefly by browsers and CDNs, served stale while they revalidate, and for a
 * day while the server errs. The server itself keeps them until they change (see plugins/page-cache.ts).
 */
export const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300, stale-if-error=86400';
export const NO_STORE = 'no-store';
/**
 * Page data for in-app navigation: kept by the browser (and a CDN) but checked with the server on every
 * use (a 304 when unchanged, by ETag), so a link followed a second after a story is published shows it.
 */
export const PAYLOAD_CACHE = 'public, no-cache, stale-if-error=86400';
