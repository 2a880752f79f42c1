import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isExternalRedirect, matchRouteRules, runMiddleware } from '@meydan/shared-types/client';
import { type CurrentUser } from '@meydan/shared-types/public';
import { useNavigate } from '../lib/navigation';
import { routeRules, shouldFullyReload } from './runtime';

/**
 * Runs on every client-side navigation: a full load when a newer build was seen, then the route rules of
 * the manifest (redirects, middleware), then scroll to the top for a new page.
 */
export function useNavigationGuards(user: CurrentUser | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const first = useRef(true);
  // Read at navigation time; the user arriving later must not count as a navigation.
  const userRef = useRef(user);
  userRef.current = user;
  const path = location.pathname;
  const search = location.search;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (shouldFullyReload()) {
      window.location.reload();
      return;
    }
    const rule = matchRouteRules(path, routeRules());
    let target = rule.redirect && rule.redirect !== path ? rule.redirect : null;
    if (!target && rule.middleware.length > 0) {
      const result = runMiddleware(rule.middleware, { user: userRef.current, path, search });
      if ('redirect' in result) target = result.redirect;
    }
    if (target) {
      if (isExternalRedirect(target, window.location.origin) || !target.startsWith('/') || target.startsWith('/admin')) {
        window.location.assign(target);
      } else {
        navigate(target, { replace: true });
      }
      return;
    }
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [path, search, navigationType, navigate]);
}
