import { useSyncExternalStore } from 'react';
import type { Store } from 'react-admin';
import { DARK_SCHEME_QUERY, parseTheme, themeChoice, themeCookie, themeFromCookies, type Theme } from '@meydan/shared-types/client';

/*
 * The back office follows the reader's theme as the public site does (same origin, same cookie): the
 * meydan_theme cookie when they chose, else the device's prefers-color-scheme. Switching here switches
 * the site too, and the other way round.
 */
const listeners = new Set<() => void>();
const device = () => window.matchMedia(DARK_SCHEME_QUERY);
const chosen = () => themeFromCookies(document.cookie);
const inForce = (): Theme => chosen() ?? (device().matches ? 'dark' : 'light');

/** Remembers `next` for the back office and the site alike; what the device already shows is no choice. */
function choose(next: Theme | null) {
  document.cookie = themeCookie(next && themeChoice(next, device().matches));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const media = device();
  listeners.add(listener);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

/** The theme in force, for the screens outside react-admin (login, access denied, errors). */
export const useThemeInForce = () => useSyncExternalStore(subscribe, inForce, () => 'light' as const);

/** react-admin's key for its theme: its ToggleThemeButton writes it and its ThemeProvider reads it. */
const THEME_KEY = 'theme';

/**
 * react-admin's store with the theme kept in the shared cookie instead of localStorage; every other key
 * is left to `store`. An unset theme makes react-admin use its default, which follows the device.
 */
export function withSharedTheme(store: Store): Store {
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T) {
      if (key !== THEME_KEY) return store.getItem(key, defaultValue);
      const theme = chosen();
      // The store is generic; react-admin reads this key as its ThemeType, 'light' | 'dark', as the cookie holds.
      return theme === null ? defaultValue : (theme as T);
    },
    setItem: (key, value) => (key === THEME_KEY ? choose(parseTheme(String(value))) : store.setItem(key, value)),
    removeItem: (key) => (key === THEME_KEY ? choose(null) : store.removeItem(key)),
    subscribe: (key, callback) => (key === THEME_KEY ? subscribe(() => callback(chosen() ?? undefined)) : store.subscribe(key, callback)),
  };
}
