import { ROUTE_RULES, type RouteRule } from '@meydan/shared-types/client';

/**
 * The rules in force: the built-in ones until the build manifest arrives, then the server's, so a
 * rule changed on the server applies without a new admin build.
 */
let current: Readonly<Record<string, RouteRule>> = ROUTE_RULES;

export const routeRules = () => current;

export function setRouteRules(rules: unknown): void {
  if (rules && typeof rules === 'object' && !Array.isArray(rules)) current = rules as Record<string, RouteRule>;
}

/** Paths this app renders; anything else (the public site) needs a full page load. */
export const isAppPath = (path: string) => /^\/(admin|auth)(\/|$|\?)/.test(path);
