import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStorageStore } from 'react-admin';
import { THEME_COOKIE, themeCookie } from '@meydan/shared-types/client';
import { withSharedTheme } from './themeMode';

let deviceDark = false;
const themeCookieValue = () => new RegExp(`${THEME_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null;

beforeEach(() => {
  deviceDark = false;
  vi.stubGlobal('matchMedia', () => ({ matches: deviceDark, addEventListener: () => undefined, removeEventListener: () => undefined }));
  document.cookie = themeCookie(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = themeCookie(null);
});

describe("react-admin's theme in the shared cookie", () => {
  it('reads no choice as react-admin’s default, which follows the device', () => {
    const store = withSharedTheme(localStorageStore());
    expect(store.getItem('theme', 'light')).toBe('light');
    document.cookie = themeCookie('dark');
    expect(store.getItem('theme', 'light')).toBe('dark');
  });

  it('writes the toggle’s choice to the cookie the public site reads, and tells react-admin', () => {
    const store = withSharedTheme(localStorageStore());
    const seen: unknown[] = [];
    const stop = store.subscribe('theme', (value) => seen.push(value));
    store.setItem('theme', 'dark');
    expect(themeCookieValue()).toBe('dark');
    // Back to what the device shows: the choice is forgotten and the default (the device) applies.
    store.setItem('theme', 'light');
    expect(themeCookieValue()).toBeNull();
    expect(seen).toEqual(['dark', undefined]);
    stop();
    deviceDark = true;
    store.setItem('theme', 'light');
    expect(themeCookieValue()).toBe('light');
    expect(seen).toHaveLength(2);
  });

  it('leaves every other key to react-admin’s store', () => {
    const store = withSharedTheme(localStorageStore());
    store.setup();
    store.setItem('news.listParams', { page: 2 });
    expect(store.getItem('news.listParams')).toEqual({ page: 2 });
    expect(themeCookieValue()).toBeNull();
  });
});
