import type { Calendar } from '@meydan/shared-types/calendar';
import { matchPublicRoute, PUBLIC_PAGES, type PublicRouteName, type QueryParam } from '@meydan/shared-types/public';

/**
 * A public request as every part of the server reads it: the one normalized path, the route it matches
 * and the query parameters that page reads (parsed, in bounds). The cache key and the loader are both
 * made from this, so two spellings of a page can never be two entries, nor load two different things.
 */
export interface PageRequest {
  readonly route: PublicRouteName | null;
  /** Normalized (see `normalizePath`); `/index` reads as `/`. */
  readonly path: string;
  /** Route parameters, URI-decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | number | undefined>>;
  /** The kept query as a string (`?page=2&sport=1`, or empty), parameters in the page's own order. */
  readonly search: string;
  /** `path` + `search`: the page's identity. */
  readonly key: string;
}

/**
 * The one spelling of a path: no empty or dot segments, no trailing slash, each segment percent-encoded
 * as the site's own links are (`encodeURIComponent`). Null when a segment cannot be decoded or hides a
 * slash: no public page has such a path.
 */
export function normalizePath(raw: string): string | null {
  const out: string[] = [];
  for (const segment of raw.split('/')) {
    if (segment === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('/')) return null;
    if (decoded === '.') continue;
    if (decoded === '..') out.pop();
    else out.push(encodeURIComponent(decoded));
  }
  return `/${out.join('/')}`;
}

/** A request line's path and its query string (without the `?`, empty when none), split in one place. */
export function splitRequestLine(raw: string): { path: string; query: string } {
  const q = raw.indexOf('?');
  return q === -1 ? { path: raw, query: '' } : { path: raw.slice(0, q), query: raw.slice(q + 1) };
}

export interface ParsedUrl {
  /** Null: the path is not one any page could have (see `normalizePath`). */
  request: PageRequest | null;
  /** Whether the path was asked for as `request.path` spells it; any other spelling is redirected there. */
  canonical: boolean;
}

/*
 * Request lines met lately: every hit starts here, and matching the route and reading the query string
 * cost more than finding the body. Bounded, and started afresh when full (a crawler's random query
 * strings only ever cost a fresh start).
 */
const KNOWN_MAX = 10_000;
const known = new Map<string, ParsedUrl>();

/** Reads a request line's path and query (`/news/?page=2&utm_source=x` → `/news?page=2`, not canonical). */
export function parsePageUrl(pathWithQuery: string): ParsedUrl {
  let parsed = known.get(pathWithQuery);
  if (parsed) return parsed;
  parsed = Object.freeze(computeRequest(pathWithQuery));
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(pathWithQuery, parsed);
  return parsed;
}

/** The request of a path the server builds itself (a redirect target, an item's page). */
export function pageRequest(pathWithQuery: string): PageRequest {
  const { request } = parsePageUrl(pathWithQuery);
  if (!request) throw new Error(`not a page path: ${pathWithQuery}`);
  return request;
}

function computeRequest(pathWithQuery: string): ParsedUrl {
  const { path: rawPath, query: rawQuery } = splitRequestLine(pathWithQuery);
  const normalized = normalizePath(rawPath);
  if (normalized === null) return { request: null, canonical: false };
  const path = normalized === '/index' ? '/' : normalized;
  const match = matchPublicRoute(path);
  const route = match?.name ?? null;
  const spec: Readonly<Record<string, QueryParam<string | number>>> = route ? PUBLIC_PAGES[route].query : {};
  const query: Record<string, string | number> = {};
  const kept: string[] = [];
  if (rawQuery) {
    const params = new URLSearchParams(rawQuery);
    for (const [name, param] of Object.entries(spec)) {
      const raw = params.get(name);
      const value = raw === null ? null : param.parse(raw);
      if (value === null) continue;
      query[name] = value;
      kept.push(`${name}=${encodeURIComponent(value)}`);
    }
  }
  const search = kept.length ? `?${kept.join('&')}` : '';
  const request: PageRequest = { route, path, params: match?.params ?? {}, query, search, key: path + search };
  return { request, canonical: normalized === rawPath };
}

const UNAVAILABLE_PREFIX = 'h503|';
const DATA_PREFIX = 'd|';

/** Cache keys: one typed function per kind of kept answer, so no prefix is spelled anywhere else. */
export const cacheKeys = {
  /**
   * A page's HTML: the calendar and whether the reader may be signed in change what it shows. The theme
   * cookie does not: every reader gets the same document, and its head script applies the choice.
   */
  html: (request: PageRequest, calendar: Calendar, signedIn: boolean) => `h|${calendar}|${signedIn ? 1 : 0}|${request.key}`,
  /** A page's loader result, also its `_payload.json`. */
  payload: (request: PageRequest) => `p|${request.key}`,
  /** A page's data under /api/public. */
  json: (request: PageRequest) => `a|${request.key}`,
  /** A game page's match centre under /api/public (the page's data, shaped as GameCentre). */
  centre: (request: PageRequest) => `c|${request.key}`,
  /** A feed, sitemap or robots.txt, by its normalized path and parameters. */
  text: (pathWithQuery: string) => `t|${pathWithQuery}`,
  /** The active sports under /api/public/sports. */
  sports: 'api|sports',
  /** A news item's approved comments under /api/public. */
  comments: (newsId: number) => `api|comments|${newsId}`,
  /** The header and footer data every render reads. */
  layout: 'layout',
  /** The server-error page for an outage, one per calendar. */
  unavailable: (calendar: Calendar) => `${UNAVAILABLE_PREFIX}${calendar}`,
  /** A season's league table, as data: the table page, the home page and every team page in it show it. */
  seasonTable: (seasonId: number) => `${DATA_PREFIX}table|${seasonId}`,
} as const;

/**
 * Kept apart from the pages, even with the page cache off (see plugins/page-cache.ts): what every render
 * reads, the outage pages, and data many pages share.
 */
export const isSharedKey = (key: string) => key === cacheKeys.layout || key.startsWith(UNAVAILABLE_PREFIX) || key.startsWith(DATA_PREFIX);
