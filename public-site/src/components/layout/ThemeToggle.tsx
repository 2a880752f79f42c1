import { useEffect, useState } from 'react';
import { DARK_SCHEME_QUERY, themeChoice, themeCookie } from '@meydan/shared-types/client';

/*
 * The theme in force is read where it is applied: `data-theme` on <html> (set from the cookie by the
 * head script, or here), else the device's preference. Nothing else holds it, so the switch cannot
 * disagree with the page.
 */
const root = () => document.documentElement;
const device = () => matchMedia(DARK_SCHEME_QUERY);
const isDark = () => (root().dataset.theme ?? (device().matches ? 'dark' : 'light')) === 'dark';

/** The other theme, at once and for the next pages; picking what the device shows goes back to following it. */
function toggle() {
  const choice = themeChoice(isDark() ? 'light' : 'dark', device().matches);
  document.cookie = themeCookie(choice);
  if (choice) root().dataset.theme = choice;
  else delete root().dataset.theme;
}

/**
 * «حالت تیره», on or off. The page comes from a cache shared by every theme, so the server renders it
 * off; its look follows the theme in force from the first paint (theme.css), `aria-pressed` from
 * hydration on, and the device's own switches while the reader has made no choice. Kept this small
 * on purpose: it is in every page's first load (e2e/first-load.test.ts).
 */
export function ThemeToggle() {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const media = device();
    const sync = () => setDark(isDark());
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      aria-label="حالت تیره"
      onClick={() => {
        toggle();
        setDark(isDark());
      }}
    />
  );
}
