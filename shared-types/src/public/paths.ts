import { formatJalaliDate, type JalaliDate } from '../calendar/jalali.js';

/** Public route patterns (react-router syntax) and the URL builders both the site and the server use. */
export const PUBLIC_ROUTES = {
  home: '/',
  index: '/index',
  about: '/about',
  shortLink: '/n/:code',
  newsList: '/news',
  newsArticle: '/news/:id/:slug',
  tag: '/tags/:slug',
  sport: '/sport/:id/:slug',
  photoList: '/gallery/photo',
  photo: '/gallery/photo/:id/:slug',
  videoList: '/gallery/video',
  video: '/gallery/video/:id/:slug',
  game: '/game/:id/result/:slug',
  leagueTable: '/league/:id/table/:slug',
  fixtures: '/games',
  fixturesDay: '/games/:date',
  team: '/team/:id/:slug',
  player: '/player/:id/:slug',
  scorers: '/league/:id/scorers/:slug',
  search: '/search',
  me: '/me',
} as const;
export type PublicRouteName = keyof typeof PUBLIC_ROUTES;

/** Suffix of the page data URL: `{page}/_payload.json?{buildId}`. */
export const PAYLOAD_SUFFIX = '/_payload.json';

const seg = (slug: string) => encodeURIComponent(slug);

export const publicPaths = {
  home: () => '/',
  about: () => '/about',
  /** `after`: the id of the last item of the page before (keyset pages past the first few). */
  newsList: (query: { sport?: number; tag?: string; page?: number; after?: number } = {}) => withQuery('/news', query),
  newsArticle: (id: number, slug: string) => `/news/${id}/${seg(slug)}`,
  tag: (slug: string) => `/tags/${seg(slug)}`,
  sport: (id: number, slug: string) => `/sport/${id}/${seg(slug)}`,
  photoList: (page?: number) => withQuery('/gallery/photo', { page }),
  photo: (id: number, slug: string) => `/gallery/photo/${id}/${seg(slug)}`,
  videoList: (page?: number) => withQuery('/gallery/video', { page }),
  video: (id: number, slug: string) => `/gallery/video/${id}/${seg(slug)}`,
  gallery: (kind: 'image' | 'video', id: number, slug: string) =>
    kind === 'image' ? publicPaths.photo(id, slug) : publicPaths.video(id, slug),
  game: (id: number, slug: string) => `/game/${id}/result/${seg(slug)}`,
  leagueTable: (id: number, slug: string, season?: number) => withQuery(`/league/${id}/table/${seg(slug)}`, { season }),
  shortLink: (code: string) => `/n/${seg(code)}`,
  /** Today's games without a date; a given day as `/games/1405-09-02`. */
  fixtures: (date?: JalaliDate) => (date ? `/games/${formatJalaliDate(date)}` : '/games'),
  team: (id: number, slug: string) => `/team/${id}/${seg(slug)}`,
  player: (id: number, slug: string) => `/player/${id}/${seg(slug)}`,
  scorers: (id: number, slug: string) => `/league/${id}/scorers/${seg(slug)}`,
  me: () => '/me',
  search: (q?: string, page?: number) => withQuery('/search', { q: q?.trim() || undefined, page }),
  /**
   * `/news/1/x` → `/news/1/x/_payload.json?{buildId}`; `/` → `/_payload.json?{buildId}`. The page's own
   * query comes first and the build id is the last, value-less, query key.
   */
  payload: (pathWithQuery: string, buildId: string) => {
    const [path, query = ''] = pathWithQuery.split('?');
    const base = path === '/' ? '' : path.replace(/\/$/, '');
    return `${base}${PAYLOAD_SUFFIX}?${query ? `${query}&` : ''}${encodeURIComponent(buildId)}`;
  },
};

/** The build id a payload URL's query carries (its last value-less key), or null. */
export function payloadBuildId(query: string): string | null {
  const last = query.replace(/^\?/, '').split('&').pop() ?? '';
  return last && !last.includes('=') ? decodeURIComponent(last) : null;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface MatchedRoute {
  name: PublicRouteName;
  params: Record<string, string>;
}

/** The route patterns split once: matching runs for every public request. */
type PatternPart = { param: string } | { literal: string };
const COMPILED = (Object.entries(PUBLIC_ROUTES) as [PublicRouteName, string][]).map(([name, pattern]) => ({
  name,
  parts: pattern
    .split('/')
    .filter(Boolean)
    .map((w): PatternPart => (w.startsWith(':') ? { param: w.slice(1) } : { literal: w })),
}));

/** Matches a pathname against the public routes; params are URI-decoded. */
export function matchPublicRoute(pathname: string): MatchedRoute | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  for (const route of COMPILED) {
    if (route.parts.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = route.parts.every((w, i) => {
      if ('param' in w) {
        params[w.param] = parts[i];
        return parts[i] !== '';
      }
      return w.literal === parts[i];
    });
    if (ok) return { name: route.name, params };
  }
  return null;
}

function splitPath(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/** Positive integer id from a route param, or null when the validity check fails. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
