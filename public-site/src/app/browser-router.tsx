import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, NavigationType, Router, type Location, type Navigator, type To } from 'react-router-dom';
import { NavigationContext, type Navigate } from '../lib/navigation';

interface Entry {
  location: Partial<Location>;
  type: NavigationType;
}

/** One per history entry, kept in `history.state`: going back finds the entry's key again, a new visit gets a new one. */
const entryKey = (): string => {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
};

const browserLocation = (): Partial<Location> => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: entryKey() };
};

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * react-router's `<Router>` over the browser's History API. The site matches its pages by the routes the
 * server shares (`matchPublicRoute`) and its links are plain anchors, so it needs of react-router only the
 * address: the location and how it was reached (`useLocation`, `useNavigationType`) and a navigator.
 * BrowserRouter's history would bring a second copy of what is written here (listeners, state indices,
 * masked locations) and `useNavigate` a resolver of relative paths the site never writes, with a new
 * function on every move. The navigator here is made once, so `navigate` (lib/navigation.ts) is one
 * function for the app's life and the links that read it do not render again on every move.
 *
 * A new location renders as a transition, as BrowserRouter's does: a page whose chunk or data is on its
 * way keeps the current one on screen.
 */
export function SiteBrowserRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Entry>(() => ({ location: browserLocation(), type: NavigationType.Pop }));
  const navigator = useMemo<Navigator>(() => {
    const move = (type: NavigationType.Push | NavigationType.Replace) => (to: To) => {
      const path = href(to);
      const entry = { key: Math.random().toString(36).slice(2, 10) };
      try {
        if (type === NavigationType.Replace) window.history.replaceState(entry, '', path);
        else window.history.pushState(entry, '', path);
      } catch {
        // Safari limits how often the history may change: the address still has to be reached.
        if (type === NavigationType.Replace) window.location.replace(path);
        else window.location.assign(path);
        return;
      }
      const location = browserLocation();
      startTransition(() => setCurrent({ location, type }));
    };
    return {
      createHref: href,
      go: (delta) => window.history.go(delta),
      push: move(NavigationType.Push),
      replace: move(NavigationType.Replace),
    };
  }, []);
  const navigate = useMemo<Navigate>(() => (to, options) => (options?.replace ? navigator.replace(to) : navigator.push(to)), [navigator]);
  useLayoutEffect(() => {
    const onPop = () => {
      const location = browserLocation();
      startTransition(() => setCurrent({ location, type: NavigationType.Pop }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <NavigationContext.Provider value={navigate}>
      <Router location={current.location} navigationType={current.type} navigator={navigator}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
}
