import { boundSearchQuery, matchPublicRoute, type PublicRouteName } from '@meydan/shared-types/public';

/**
 * The query parameters each page reads. Everything else (`?cb=`, `utm_*`, a random string) changes
 * nothing on the page, so it must not make a new cache entry or a new render.
 */
const PAGE_QUERY: Partial<Record<PublicRouteName, readonly string[]>> = {
  newsList: ['page', 'sport', 'tag', 'after'],
  photoList: ['page'],
  videoList: ['page'],
  leagueTable: ['season'],
  search: ['q', 'page'],
};

/** Parameters that are numbers on every page that reads them; anything else in them reads as absent. */
const NUMERIC = new Set(['page', 'sport', 'season', 'after']);
/** Free text, read as the page reads it: extra spaces or a pasted novel never make a new entry. */
const TEXT: Record<string, (value: string) => string> = { q: boundSearchQuery };

export interface PageKey {
  /** Path (trailing slash dropped, `/index` as `/`) plus the sorted parameters the page reads. */
  readonly key: string;
  readonly route: PublicRouteName | null;
}

function normalizedPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '/index' || trimmed === '' ? '/' : trimmed;
}

/*
 * Keys of the request lines met lately: every hit starts here, and matching the route and reading the
 * query string cost more than finding the body. Bounded, and started afresh when full (a crawler's
 * random query strings only ever cost a fresh start).
 */
const KNOWN_MAX = 10_000;
const known = new Map<string, PageKey>();

/** The cache identity of a public page request (`/news?page=2&utm_source=x` → `/news?page=2`). */
export function pageKey(pathWithQuery: string): PageKey {
  let key = known.get(pathWithQuery);
  if (key) return key;
  key = Object.freeze(computeKey(pathWithQuery));
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(pathWithQuery, key);
  return key;
}

function computeKey(pathWithQuery: string): PageKey {
  const q = pathWithQuery.indexOf('?');
  const path = normalizedPath(q === -1 ? pathWithQuery : pathWithQuery.slice(0, q));
  const route = matchPublicRoute(path)?.name ?? null;
  const wanted = route ? PAGE_QUERY[route] : undefined;
  if (q === -1 || !wanted) return { key: path, route };
  const params = new URLSearchParams(pathWithQuery.slice(q + 1));
  const kept: string[] = [];
  for (const name of wanted) {
    const raw = params.get(name);
    const value = raw !== null && TEXT[name] ? TEXT[name](raw) : raw;
    if (value === null || value === '') continue;
    if (NUMERIC.has(name) && !/^[1-9][0-9]{0,8}$/.test(value)) continue;
    if (name === 'page' && value === '1') continue;
    kept.push(`${name}=${encodeURIComponent(value)}`);
  }
  return { key: kept.length ? `${path}?${kept.join('&')}` : path, route };
}
