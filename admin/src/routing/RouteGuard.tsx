import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isExternalRedirect, matchRouteRules, resolveRedirect, runMiddleware, viewportFor } from '@meydan/shared-types/client';
import { getCurrentUser } from '../auth/session';
import { versionWatcher } from './behaviours';
import { ErrorPage } from './ErrorPage';
import { isAppPath, routeRules } from './rules';

function setViewport(path: string) {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (meta) meta.content = viewportFor(path);
}

/** Leaves the SPA for the public site or another origin; stays inside for our own paths. */
function useGo() {
  const navigate = useNavigate();
  return (target: string) => {
    if (isExternalRedirect(target, window.location.origin) || !isAppPath(target)) window.location.assign(target);
    else navigate(target, { replace: true });
  };
}

/**
 * Applies the route rules on every navigation: redirects, then the middleware of the path (an
 * unknown name throws). Children mount once the first check passes and are never unmounted by
 * later checks, so react-admin keeps its state while its own query string changes.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const go = useGo();
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const first = useRef(true);

  useEffect(() => {
    const path = location.pathname;
    const search = location.search;
    if (!first.current && versionWatcher.shouldReloadOnNavigation()) {
      // A newer build was seen: this navigation becomes a full load of the new build.
      window.location.assign(`${path}${search}${location.hash}`);
      return;
    }
    first.current = false;
    setViewport(path);
    const redirect = resolveRedirect(path, routeRules());
    if (redirect) return go(redirect);
    let cancelled = false;
    getCurrentUser()
      .then((user) => {
        if (cancelled) return;
        const result = runMiddleware(matchRouteRules(path, routeRules()).middleware, { user, path, search });
        if ('redirect' in result) return go(result.redirect);
        setReady(true);
      })
      .catch((error: unknown) => !cancelled && setFailure(error));
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search]);

  // A misconfigured rule (unknown middleware name) is a server error, not a silent pass.
  if (failure) return <ErrorPage status={500} detail={failure instanceof Error ? failure.message : undefined} />;
  return ready ? <>{children}</> : null;
}
