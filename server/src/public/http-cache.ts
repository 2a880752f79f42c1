/**
 * Public pages may be kept briefly by browsers and CDNs, served stale while they revalidate, and for a
 * day while the server errs. The server itself keeps them until they change (see plugins/page-cache.ts).
 */
export const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300, stale-if-error=86400';
export const NO_STORE = 'no-store';
