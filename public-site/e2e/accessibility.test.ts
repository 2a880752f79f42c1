import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addJalaliDays, tehranJalaliDate } from '@meydan/shared-types/calendar';
import { THEME_COOKIE } from '@meydan/shared-types/client';
import { publicPaths } from '@meydan/shared-types/public';
import { axeViolations, type Violation } from './axe';
import { newContext } from './browser';
import { payload, sheetedGame, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** Beyond the serious and critical: landmarks a screen reader lists by name, and names that differ from what is seen. */
const ALSO_CHECKED = new Set(['landmark-unique', 'label-content-name-mismatch']);
const serious = (violations: Violation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.has(v.rule));

async function teamPath(): Promise<string> {
  const p = await payload(env.baseUrl, env.site.routes.leagueTable);
  if (p.kind !== 'page' || p.page !== 'leagueTable') throw new Error('no league table payload');
  const team = p.data.table.rows[0]!.team;
  return publicPaths.team(team.id, team.slug);
}

/** One URL of every kind of public page, the 404 included. */
async function everyPageType(): Promise<Record<string, string>> {
  const { routes } = env.site;
  return {
    home: routes.home,
    newsList: routes.newsList,
    article: routes.newsArticle,
    tag: routes.tag,
    sport: routes.sport,
    photoList: routes.photoList,
    photo: routes.photo,
    videoList: routes.videoList,
    video: routes.video,
    game: routes.game,
    lineups: (await sheetedGame(env.baseUrl)).path,
    leagueTable: routes.leagueTable,
    fixtures: publicPaths.fixtures(),
    fixturesDay: publicPaths.fixtures(addJalaliDays(tehranJalaliDate(), -1)),
    team: await teamPath(),
    search: publicPaths.search('پرسپولیس'),
    about: routes.about,
    notFound: '/no-such-page',
  };
}

describe('accessibility (axe)', () => {
  // One browser context per theme, one page reused for every page type at both widths, colour contrast included.
  for (const theme of ['light', 'dark'] as const) {
    it(`finds no serious or critical violation on any kind of public page, at 375 and 1280 px (${theme} theme)`, async () => {
      const routes = await everyPageType();
      const context = await newContext(env.browser, { colorScheme: theme });
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: env.baseUrl }]);
      const page = await context.newPage();
      const found: Record<string, Violation[]> = {};
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        for (const [route, url] of Object.entries(routes)) {
          await page.goto(env.baseUrl + url, { waitUntil: 'networkidle' });
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          const violations = serious(await axeViolations(page));
          if (violations.length) found[`${route} ${viewport.width}`] = violations;
        }
      }
      await context.close();
      expect(found).toEqual({});
    });
  }

  it('offers «پرش به محتوای اصلی» as the first stop of the keyboard, shown in full, landing in the main content', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(env.browser, { colorScheme: theme });
      await context.addCookies([{ name: THEME_COOKIE, value: theme, url: env.baseUrl }]);
      const page = await context.newPage();
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'networkidle' });
        await page.keyboard.press('Tab');
        const skip = page.locator(':focus');
        expect(await skip.textContent()).toBe('پرش به محتوای اصلی');
        const box = (await skip.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.height).toBeGreaterThanOrEqual(24);
        if (process.env.SHOTS_DIR) {
          mkdirSync(process.env.SHOTS_DIR, { recursive: true });
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/skip-link-${theme}-${viewport.width}.png` });
        }
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      }
      await context.close();
    }
  });
});
