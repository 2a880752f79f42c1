import { describe, expect, it } from 'vitest';
import { THEME_COOKIE, THEME_SCRIPT, themeChoice, themeCookie, themeFromCookies } from './theme.js';

/** The head script run against a document with these cookies: the `data-theme` it sets, if any. */
function runScript(cookie: string | (() => string)): string | null {
  const attributes = new Map<string, string>();
  const document = {
    get cookie() {
      return typeof cookie === 'string' ? cookie : cookie();
    },
    documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) },
  };
  new Function('document', THEME_SCRIPT)(document);
  return attributes.get('data-theme') ?? null;
}

describe('the theme cookie', () => {
  it('is read by the head script exactly as the apps read it', () => {
    for (const cookies of [
      `${THEME_COOKIE}=dark`,
      `a=1; ${THEME_COOKIE}=light; b=2`,
      `x${THEME_COOKIE}=dark`,
      `${THEME_COOKIE}=darkish`,
      `${THEME_COOKIE}=`,
      '',
    ]) {
      expect(runScript(cookies), cookies).toBe(themeFromCookies(cookies));
    }
    expect(runScript(`a=1;${THEME_COOKIE}=dark`)).toBe('dark');
  });

  it('leaves the page to the media query when the cookie cannot be read', () => {
    expect(
      runScript(() => {
        throw new Error('SecurityError');
      }),
    ).toBeNull();
  });

  it('is old-browser JavaScript that cannot close its script element', () => {
    expect(THEME_SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`|<\//);
  });

  it('remembers a choice only while it differs from the device', () => {
    expect(themeChoice('dark', false)).toBe('dark');
    expect(themeChoice('light', true)).toBe('light');
    expect(themeChoice('dark', true)).toBeNull();
    expect(themeChoice('light', false)).toBeNull();
    expect(themeCookie('dark')).toBe(`${THEME_COOKIE}=dark; path=/; max-age=31536000; samesite=lax`);
    expect(themeCookie(null)).toBe(`${THEME_COOKIE}=; path=/; max-age=0; samesite=lax`);
  });
});
