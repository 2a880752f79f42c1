import { everyTagOf, itemOf } from './tags.js';

/**
 * Cloudflare takes a `Cache-Tag` header of up to 16 KB and tags of up to 1 KB; Fastly's `Surrogate-Key`
 * has the same bounds (keys of 1 KB, a header of 16 KB). Both headers are built from one list, so the
 * tighter bound rules both.
 */
const MAX_TAG_BYTES = 1024;
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The tags a response carries for a cache in front of the app: its own, or, when they do not fit in a
 * header, each item tag replaced by its kind's `every:` tag (a sitemap of thousands of news carries
 * `every:news`, which every news change purges as well).
 */
export function frontTags(tags: readonly string[]): string[] {
  const fitting = tags.filter((t) => Buffer.byteLength(t) <= MAX_TAG_BYTES);
  if (fitting.join(' ').length <= MAX_HEADER_BYTES && fitting.length === tags.length) return fitting;
  const coarse = new Set<string>();
  for (const t of tags) {
    const item = itemOf(t);
    coarse.add(item ? everyTagOf(item.kind) : t);
  }
  return [...coarse].filter((t) => Buffer.byteLength(t) <= MAX_TAG_BYTES);
}

/**
 * What a shared cache in front of the app is told about a public answer: the tags it can be purged by
 * (Fastly and Varnish read `Surrogate-Key`, space-separated; Cloudflare `Cache-Tag`, comma-separated),
 * and, when the app purges it (`maxAgeS` set), how long to keep it: `Surrogate-Control`, which such
 * caches read and strip, while browsers keep following the short `Cache-Control`. A cache nobody
 * purges is never told to keep a page longer than browsers do.
 */
export function surrogateHeaders(tags: readonly string[], maxAgeS: number | null): Record<string, string> {
  const front = frontTags(tags);
  const headers: Record<string, string> = maxAgeS === null ? {} : { 'surrogate-control': `max-age=${maxAgeS}` };
  if (front.length) {
    headers['surrogate-key'] = front.join(' ');
    headers['cache-tag'] = front.join(',');
  }
  return headers;
}
