import { isStaff } from '../constants/roles.js';
import type { CurrentUser } from '../schemas/user.js';

export type MiddlewareName = 'guest' | 'auth' | 'admin';
export const MIDDLEWARE_NAMES: readonly MiddlewareName[] = ['guest', 'auth', 'admin'];

export interface RouteRule {
  redirect?: string;
  middleware?: readonly string[];
}
export interface MatchedRouteRule {
  redirect?: string;
  middleware: string[];
}

export const ROUTE_RULES: Record<string, { redirect?: string; middleware?: MiddlewareName[] }> = {
  '/admin': { middleware: ['admin'] },
  '/admin/**': { middleware: ['admin'] },
  '/admin/news': { redirect: '/admin/news/list' },
  '/admin/gallery': { redirect: '/admin/gallery/image/list' },
  '/auth/login': { middleware: ['guest'] },
  '/auth/redirect': { middleware: ['auth'] },
  '/auth/denied': { middleware: ['auth'] },
  '/index': {},
};

export const LOGIN_PATH = '/auth/login';
export const AFTER_LOGIN_PATH = '/auth/redirect';
/** Where a logged-in reader who opened the back office is told why it is closed to them. */
export const ACCESS_DENIED_PATH = '/auth/denied';

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/, 1)[0];
  return bare.split('/').filter(Boolean);
}

function matches(pattern: string[], path: string[]): boolean {
  if (pattern.length === 0) return path.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') {
    for (let i = 0; i <= path.length; i++) if (matches(rest, path.slice(i))) return true;
    return false;
  }
  if (path.length === 0) return false;
  return (head === '*' || head === path[0]) && matches(rest, path.slice(1));
}

/** Higher is more specific: exact segments beat `*`, which beats `**`. */
function specificity(pattern: string[]): number {
  return pattern.reduce((sum, s) => sum + (s === '**' ? 0 : s === '*' ? 1 : 3), 0) + (pattern.includes('**') ? 0 : 1);
}

/** Every matching pattern contributes; middleware are merged, the most specific redirect wins. */
export function matchRouteRules(path: string, rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES): MatchedRouteRule {
  const target = segmentsOf(path);
  const found = Object.entries(rules)
    .map(([pattern, rule]) => ({ segments: segmentsOf(pattern), rule }))
    .filter(({ segments }) => matches(segments, target))
    .sort((a, b) => specificity(a.segments) - specificity(b.segments));

  const merged: MatchedRouteRule = { middleware: [] };
  for (const { rule } of found) {
    if (rule.redirect) merged.redirect = rule.redirect;
    for (const name of rule.middleware ?? []) if (!merged.middleware.includes(name)) merged.middleware.push(name);
  }
  return merged;
}

/** The rule redirect for a path, or null; a rule pointing at the path itself is ignored. */
export function resolveRedirect(path: string, rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES): string | null {
  const { redirect } = matchRouteRules(path, rules);
  if (!redirect) return null;
  const local = redirect.startsWith('/') && !redirect.startsWith('//');
  return local && segmentsOf(redirect).join('/') === segmentsOf(path).join('/') ? null : redirect;
}

export interface MiddlewareContext {
  user: CurrentUser | null;
  path: string;
  search?: string;
}
export type MiddlewareResult = { ok: true } | { redirect: string; external: boolean };

export function loginRedirect(path: string, search = ''): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path + query)}`;
}

function isMiddlewareName(name: string): name is MiddlewareName {
  return (MIDDLEWARE_NAMES as readonly string[]).includes(name);
}

/**
 * Names come from the build manifest as plain strings, so all are checked before any runs: a typo
 * must fail loudly even on a request an earlier middleware would have redirected.
 */
export function runMiddleware(names: readonly string[], ctx: MiddlewareContext): MiddlewareResult {
  for (const name of names) if (!isMiddlewareName(name)) throw new Error(`Unknown route middleware: ${name}`);
  for (const name of names as readonly MiddlewareName[]) {
    const result = check(name, ctx);
    if (result) return result;
  }
  return { ok: true };
}

function check(name: MiddlewareName, { user, path, search }: MiddlewareContext): MiddlewareResult | null {
  switch (name) {
    case 'guest':
      return user ? { redirect: AFTER_LOGIN_PATH, external: false } : null;
    case 'auth':
      return user ? null : { redirect: loginRedirect(path, search), external: false };
    case 'admin':
      if (!user) return { redirect: loginRedirect(path, search), external: false };
      return isStaff(user) ? null : { redirect: ACCESS_DENIED_PATH, external: false };
  }
}

/** An external redirect needs a full page load instead of a client-side navigation. */
export function isExternalRedirect(target: string, origin: string): boolean {
  try {
    return new URL(target, origin).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}
