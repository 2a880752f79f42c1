import { createContext, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationContext, useSiteNavigate, type Navigate } from './navigation';

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** One per history entry: a second visit to the same address has a new key, going back finds the old. */
  key: string;
}

/** How the current entry was reached: the first load and back/forward are POP. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

interface Current {
  location: SiteLocation;
  type: NavigationType;
}

const FIRST_KEY = 'default';
const LocationContext = createContext<Current>({ location: { pathname: '/', search: '', hash: '', key: FIRST_KEY }, type: 'POP' });

export const useLocation = (): SiteLocation => useContext(LocationContext).location;
export const useNavigationType = (): NavigationType => useContext(LocationContext).type;

const loadInFull: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

/** Moves inside the app; outside it (a component rendered alone) the page loads in full, as a link would. */
export const useNavigate = (): Navigate => useSiteNavigate() ?? loadInFull;

/** `/a/b?x=1#c` in its parts, as the server and the browser's location spell them. */
export function parsePath(path: string): Omit<SiteLocation, 'key'> {
  const at = path.indexOf('#');
  const hash = at >= 0 ? path.slice(at) : '';
  const rest = at >= 0 ? path.slice(0, at) : path;
  const q = rest.indexOf('?');
  return { pathname: q >= 0 ? rest.slice(0, q) : rest, search: q >= 0 ? rest.slice(q) : '', hash };
}

/** The address the server rendered: nothing moves there. */
export function StaticLocation({ url, children }: { url: string; children: ReactNode }) {
  const current = useMemo<Current>(() => ({ location: { ...parsePath(url), key: FIRST_KEY }, type: 'POP' }), [url]);
  return <LocationContext.Provider value={current}>{children}</LocationContext.Provider>;
}

const entryKey = (): string => {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : FIRST_KEY;
};

const browserLocation = (): SiteLocation => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: entryKey() };
};

/**
 * The browser's address, kept by the History API: a navigation pushes (or replaces) an entry and the
 * address is read back from the browser; back and forward arrive as popstate. The new location renders
 * as a transition, so a page whose chunk or data is still on its way keeps the current one on screen.
 * Pages are matched by the routes the server shares (`matchPublicRoute`), and links are plain anchors,
 * so a history and a location are all a router would add.
 */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Current>(() => ({ location: browserLocation(), type: 'POP' }));
  const navigate = useMemo<Navigate>(
    () => (to, options) => {
      const replace = options?.replace ?? false;
      const entry = { key: Math.random().toString(36).slice(2, 10) };
      try {
        if (replace) window.history.replaceState(entry, '', to);
        else window.history.pushState(entry, '', to);
      } catch {
        // Safari limits how often the history may change: the address still has to be reached.
        loadInFull(to, options);
        return;
      }
      const location = browserLocation();
      startTransition(() => setCurrent({ location, type: replace ? 'REPLACE' : 'PUSH' }));
    },
    [],
  );
  useLayoutEffect(() => {
    const onPop = () => {
      const location = browserLocation();
      startTransition(() => setCurrent({ location, type: 'POP' }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <NavigationContext.Provider value={navigate}>
      <LocationContext.Provider value={current}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}
