import type { PagePayload } from '@meydan/shared-types/schemas';
import { redirect, type LoaderContext } from '../context.js';

const decode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * The id is the key and the slug is decoration: a request with another slug (an old title, a truncated
 * link) is sent to the canonical URL, keeping its query string.
 */
export function wrongSlugRedirect(ctx: LoaderContext, canonicalPath: string): PagePayload | null {
  if (decode(ctx.url.pathname) === decode(canonicalPath)) return null;
  return redirect(`${canonicalPath}${ctx.url.search}`);
}

/** A positive page number from the query (`?page=3`); anything else is page 1. */
export function pageParam(ctx: LoaderContext): number {
  const n = Number(ctx.url.searchParams.get('page'));
  return Number.isInteger(n) && n > 0 && n < 10_000 ? n : 1;
}
