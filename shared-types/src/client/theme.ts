/**
 * The reader's colour theme, shared by the public site and the back office (one origin, one cookie).
 * No cookie means "as the device says" (`prefers-color-scheme`); the cookie holds a choice only while it
 * differs from the device, so switching back to what the device shows also returns to following it.
 */
export type Theme = 'light' | 'dark';

export const THEME_COOKIE = 'meydan_theme';
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Any other value, or none, is no choice. */
export function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'dark' || value === 'light' ? value : null;
}

/** The theme a `document.cookie` string holds, if any. */
export function themeFromCookies(cookies: string): Theme | null {
  return parseTheme(new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`).exec(cookies)?.[1]);
}

/** What to remember when the reader switches to `next`: nothing when the device already shows it. */
export const themeChoice = (next: Theme, deviceDark: boolean): Theme | null => ((next === 'dark') === deviceDark ? null : next);

/** The `document.cookie` assignment that remembers `choice`, or forgets any choice. */
export const themeCookie = (choice: Theme | null): string =>
  `${THEME_COOKIE}=${choice ?? ''}; path=/; max-age=${choice ? THEME_COOKIE_MAX_AGE_S : 0}; samesite=lax`;

/**
 * Run in the head of every public page before anything is drawn: it marks `<html>` with the reader's
 * explicit choice, so a page kept in the shared cache (the same bytes for everyone) opens in that
 * theme. Without a choice the stylesheet's media query decides. Written for every browser the site
 * serves (no arrow functions); the server allows it by its hash, so its text must never vary.
 */
export const THEME_SCRIPT =
  `try{var m=/(?:^|;\\s*)${THEME_COOKIE}=(dark|light)(?:;|$)/.exec(document.cookie);` +
  `if(m)document.documentElement.setAttribute("data-theme",m[1])}catch(e){}`;
