/** Which requests the worker may keep, and the cache keys of pages and their data. */

const NEVER = ['/api/', '/auth/', '/media/', '/builds/'];

/** The back office, the APIs, sign-in, media and build checks: never answered or kept by the worker. */
export function never(pathname: string): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/api' || pathname === '/sw.js') return true;
  return NEVER.some((p) => pathname.startsWith(p));
}

export const PAYLOAD_SUFFIX = '/_payload.json';
export const isPayload = (pathname: string) => pathname.endsWith(PAYLOAD_SUFFIX);

/** `/news/1/x/_payload.json?b1` → `/news/1/x`; `/_payload.json?b1` → `/`. The kept pages read no query. */
export function pagePathOf(url: URL): string {
  return url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
}

/** The cache key of a page's document, or of its data (without the build id, which the cache name carries). */
export function keyOf(path: string, payload: boolean): string {
  return payload ? `${path === '/' ? '' : path}${PAYLOAD_SUFFIX}` : path;
}

export type KeptKind = 'article' | 'home' | 'fixtures' | 'team';

const ARTICLE = /^\/news\/\d+\/[^/]+$/;
const TEAM = /^\/team\/(\d+)\/[^/]+$/;

/** Why a page is kept for reading offline, or null: it is not. */
export function keptKind(path: string, followedTeams: ReadonlySet<number>): KeptKind | null {
  if (path === '/') return 'home';
  if (path === '/games') return 'fixtures';
  if (ARTICLE.test(path)) return 'article';
  const team = TEAM.exec(path);
  return team && followedTeams.has(Number(team[1])) ? 'team' : null;
}
