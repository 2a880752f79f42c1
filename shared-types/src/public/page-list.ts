import type { PageKey } from '../schemas/public/pages.js';
import { PUBLIC_ROUTES, type PublicRouteName } from './paths.js';
import { boundSearchQuery } from './search.js';

/**
 * A query parameter a page reads: its value, or null when it is absent, malformed or out of bounds, so
 * that every such spelling reads (and is kept) as the page without it.
 */
export interface QueryParam<T extends string | number> {
  parse(raw: string): T | null;
}

/** Past this a page number reads as absent: no list goes that deep, and each number would be a new page. */
export const MAX_PAGE = 9_999;

const id: QueryParam<number> = { parse: (v) => (/^[1-9][0-9]{0,8}$/.test(v) ? Number(v) : null) };
/** Page 1 is the page without the parameter. */
const pageNumber: QueryParam<number> = {
  parse: (v) => {
    const n = id.parse(v);
    return n !== null && n > 1 && n <= MAX_PAGE ? n : null;
  },
};
const text: QueryParam<string> = { parse: (v) => v || null };
/** Read as the search reads it: extra spaces or a pasted novel never make another page. */
const searchText: QueryParam<string> = { parse: (v) => boundSearchQuery(v) || null };

export const queryParams = { id, pageNumber, text, searchText };

export interface PageSpec {
  /** The route pattern (react-router syntax), from PUBLIC_ROUTES. */
  route: string;
  /** The query parameters the page reads, in the order its cache key lists them; nothing else changes it. */
  query: Readonly<Record<string, QueryParam<string | number>>>;
  /** The client component that draws its payload (null: the route only ever redirects). */
  view: PageKey | null;
}

/** A page reads no query parameter unless given some. */
const page = <V extends PageKey | null, Q extends Record<string, QueryParam<string | number>> = Record<never, never>>(
  route: PublicRouteName,
  view: V,
  query: Q = {} as Q,
) => ({
  route: PUBLIC_ROUTES[route],
  view,
  query,
});

/**
 * Every public page: its route, the query it reads and the view that draws it. The server adds each
 * page's loader, head, lists, tags and sitemap entry (server/src/public/loaders/), the site each view's component
 * (public-site/src/app/page-modules.ts); tests on both sides check that every page here has them.
 */
export const PUBLIC_PAGES = {
  home: page('home', 'home'),
  index: page('index', 'home'),
  about: page('about', 'about'),
  shortLink: page('shortLink', null),
  newsList: page('newsList', 'newsList', { page: pageNumber, sport: id, tag: text, after: id }),
  newsArticle: page('newsArticle', 'newsArticle'),
  tag: page('tag', 'tag'),
  sport: page('sport', 'sport'),
  photoList: page('photoList', 'galleryList', { page: pageNumber }),
  photo: page('photo', 'gallery'),
  videoList: page('videoList', 'galleryList', { page: pageNumber }),
  video: page('video', 'gallery'),
  game: page('game', 'game'),
  leagueTable: page('leagueTable', 'leagueTable', { season: id }),
  fixtures: page('fixtures', 'fixtures'),
  fixturesDay: page('fixturesDay', 'fixtures'),
  team: page('team', 'team'),
  player: page('player', 'player'),
  scorers: page('scorers', 'scorers'),
  search: page('search', 'search', { q: searchText, page: pageNumber }),
  me: page('me', 'me', {}),
} as const satisfies { [K in PublicRouteName]: PageSpec };

type ValueOf<P> = P extends QueryParam<infer T> ? T : never;
/** The parsed query of a page: each parameter it reads, absent when missing or out of bounds. */
export type PageQuery<K extends PublicRouteName> = {
  readonly [P in keyof (typeof PUBLIC_PAGES)[K]['query']]?: ValueOf<(typeof PUBLIC_PAGES)[K]['query'][P]>;
};
