import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { THEME_COOKIE, type Theme } from '@meydan/shared-types/client';
import { axeViolations } from './axe';
import { newContext, screenshot } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

/** --c-bg of each palette (theme.css), as computed styles spell it. */
const BACKGROUND: Record<Theme, string> = { light: 'rgb(242, 244, 247)', dark: 'rgb(13, 20, 32)' };

interface Reader {
  device: Theme;
  cookie?: Theme;
  /** Only the page's inline script may run: the site's own scripts are refused at the network. */
  withoutApp?: boolean;
  javaScript?: boolean;
  viewport?: { width: number; height: number };
}

async function readerContext({ device, cookie, withoutApp, javaScript, viewport }: Reader): Promise<BrowserContext> {
  const phone = (viewport?.width ?? 1280) < 600;
  const context = await newContext(env.browser, { colorScheme: device, javaScript, phone, viewport });
  if (cookie) await context.addCookies([{ name: THEME_COOKIE, value: cookie, url: env.baseUrl }]);
  if (withoutApp) await context.route('**/assets/*.js', (route) => route.abort());
  return context;
}

interface Frame {
  background: string;
  theme: string | null;
}

/**
 * What the first frame the page draws looks like: an animation-frame callback asked for before the
 * document exists runs just before that frame is painted (never while the stylesheet still blocks it).
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { firstFrame: Frame }).firstFrame = {
        background: getComputedStyle(root).backgroundColor,
        theme: root.getAttribute('data-theme'),
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstFrame?: Frame }).firstFrame).then((h) => h.jsonValue() as Promise<Frame>);
const backgroundNow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

describe('the dark theme', () => {
  it('paints the first frame in the theme the reader will keep, before any of the site’s scripts', async () => {
    const cases: [Reader, Theme][] = [
      [{ device: 'dark' }, 'dark'],
      [{ device: 'light' }, 'light'],
      [{ device: 'light', cookie: 'dark' }, 'dark'],
      [{ device: 'dark', cookie: 'light' }, 'light'],
    ];
    for (const [reader, expected] of cases) {
      const label = JSON.stringify(reader);
      // Only the inline head script runs: the page stays as the server sent it.
      const bare = await readerContext({ ...reader, withoutApp: true });
      const page = await bare.newPage();
      const refused: string[] = [];
      page.on('requestfailed', (request) => void refused.push(request.url()));
      await recordFirstFrame(page);
      await page.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'load' });
      expect(await firstFrame(page), label).toEqual({ background: BACKGROUND[expected], theme: reader.cookie ?? null });
      expect(refused.some((url) => url.endsWith('.js'))).toBe(true);
      if (reader.cookie === 'dark') await screenshot(page, 'theme-first-paint-dark-cookie', false);
      await bare.close();

      // With the app: the same first frame, and hydration changes nothing.
      const full = await readerContext(reader);
      const hydrated = await full.newPage();
      await recordFirstFrame(hydrated);
      await hydrated.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'networkidle' });
      expect((await firstFrame(hydrated)).background, label).toBe(BACKGROUND[expected]);
      expect(await backgroundNow(hydrated), label).toBe(BACKGROUND[expected]);
      expect(await hydrated.locator('.theme-toggle').getAttribute('aria-pressed'), label).toBe(String(expected === 'dark'));
      await full.close();
    }
  });

  it('follows the device without any script at all', async () => {
    const context = await readerContext({ device: 'dark', javaScript: false });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.home, { waitUntil: 'load' });
    expect(await backgroundNow(page)).toBe(BACKGROUND.dark);
    await context.close();
  });

  it('switches from the header at once, by mouse or keyboard, and the choice outlives a reload', async () => {
    const context = await readerContext({ device: 'light' });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'حالت تیره' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const box = await toggle.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await backgroundNow(page)).toBe(BACKGROUND.dark);
    const cookies = await context.cookies(env.baseUrl);
    expect(cookies.find((c) => c.name === THEME_COOKIE)?.value).toBe('dark');

    await recordFirstFrame(page);
    await page.reload({ waitUntil: 'networkidle' });
    expect((await firstFrame(page)).background).toBe(BACKGROUND.dark);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // By keyboard: the next stop after the calendar switch; Enter and Space both work it.
    await page.locator('.calendar-switch button').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('theme-toggle'))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await backgroundNow(page)).toBe(BACKGROUND.light);
    // Back to what the device shows: no choice is kept, and the page follows the device again.
    expect((await context.cookies(env.baseUrl)).some((c) => c.name === THEME_COOKIE)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await backgroundNow(page)).toBe(BACKGROUND.dark);
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect((await context.cookies(env.baseUrl)).find((c) => c.name === THEME_COOKIE)?.value).toBe('light');
    await context.close();
  });

  it('finds no contrast failure in either theme on the pages readers use most', async () => {
    const routes = {
      home: env.site.routes.home,
      article: env.site.routes.newsArticle,
      game: env.site.routes.game,
      leagueTable: env.site.routes.leagueTable,
      search: `/search?q=${encodeURIComponent('پرسپولیس')}`,
      fixtures: '/games',
    };
    const found: Record<string, string[]> = {};
    for (const device of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1280, height: 900 },
      ]) {
        const context = await readerContext({ device, viewport });
        const page = await context.newPage();
        for (const [name, path] of Object.entries(routes)) {
          await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
          const violations = await axeViolations(page, ['color-contrast']);
          if (violations.length) found[`${device} ${viewport.width} ${name}`] = violations.flatMap((v) => v.targets);
        }
        await context.close();
      }
    }
    expect(found).toEqual({});
  });

  it('backs team crests with a light plate, so a dark crest with transparent parts reads on the dark theme', async () => {
    // The demo teams have no crests: each initial is swapped for a dark shield on a transparent ground.
    const crest =
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 24"><path d="M2 2h16v10c0 6-8 10-8 10S2 18 2 12z" fill="#111827"/></svg>',
      );
    const context = await readerContext({ device: 'dark', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const [name, path] of [
      ['game', env.site.routes.game],
      ['league-table', env.site.routes.leagueTable],
    ] as const) {
      await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
      const plates = await page.evaluate((src) => {
        for (const initial of document.querySelectorAll('.team-logo--empty')) {
          const img = document.createElement('img');
          img.className = 'team-logo';
          img.alt = '';
          img.src = src;
          initial.replaceWith(img);
        }
        return [...new Set([...document.querySelectorAll('img.team-logo')].map((img) => getComputedStyle(img).backgroundColor))];
      }, crest);
      expect(plates, name).toEqual(['rgb(232, 237, 243)']);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img.team-logo')].every((img) => img.complete));
      await screenshot(page, `theme-dark-crests-${name}`, false);
    }
    await context.close();
  });

  it('screenshots home and an article in both themes at 375 and 1280 px', async () => {
    for (const device of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const context = await readerContext({ device, viewport: { width, height: width < 600 ? 812 : 900 } });
        const page = await context.newPage();
        for (const [name, path] of [
          ['home', env.site.routes.home],
          ['article', env.site.routes.newsArticle],
        ] as const) {
          await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
          await screenshot(page, `theme-${device}-${name}-${width}`);
        }
        await context.close();
      }
    }
  });
});
