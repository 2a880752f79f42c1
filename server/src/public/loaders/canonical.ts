import { redirect, type LoaderContext, type Outcome } from '../context.js';

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
export function wrongSlugRedirect(ctx: LoaderContext, canonicalPath: string): Outcome | null {
  if (decode(ctx.request.path) === decode(canonicalPath)) return null;
  return redirect(`${canonicalPath}${ctx.request.search}`);
}

/** The page number a list page was asked for (`?page=3`); without one (or out of bounds), page 1. */
export const pageParam = (query: { readonly page?: number }): number => query.page ?? 1;
