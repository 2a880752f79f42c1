import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { publicPaths } from '@meydan/shared-types/public';
import { DESKTOP, newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function tableData() {
  const p = await payload(env.baseUrl, env.site.routes.leagueTable);
  if (p.kind !== 'page' || p.page !== 'leagueTable') throw new Error('no league table payload');
  return p.data;
}

describe('team pages', () => {
  it('opens from a team name in the league table and shows its place, games and news', async () => {
    const { table } = await tableData();
    const row = table.rows[1];
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.leagueTable, { waitUntil: 'networkidle' });
    await page.locator('.league-table tbody tr').nth(1).getByRole('link').click();
    await page.waitForURL(`**${publicPaths.team(row.team.id, row.team.slug)}`);
    // The address changes before the team's data arrives: wait for the page, not only the URL.
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe(row.team.title);
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${row.team.title}`));
    // Its place in the table, the row marked, and the way back to the whole table.
    expect(await page.locator('.team-hero__rank-number').innerText()).toBe('۲');
    expect(await page.locator('.league-table__current').innerText()).toContain(row.team.shortTitle ?? row.team.title);
    expect(
      await page.locator(`.team-standing a[href="${publicPaths.leagueTable(table.league.id, table.league.slug)}"]`).count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('#team-next-title').innerText()).toBe('بازی‌های پیش رو');
    expect(await page.locator('section[aria-labelledby="team-last-title"] .game-row').count()).toBe(5);
    expect(await page.locator('section[aria-labelledby="team-news-title"] .news-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens from a team name in a game row, and from the game page scoreboard', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.baseUrl}/games`, { waitUntil: 'networkidle' });
    const away = page.locator('.fixture-group .game-row').first().locator('.game-row__team--away');
    const href = await away.getAttribute('href');
    await away.click();
    await page.waitForURL(`**${href}`);
    await page.locator('.team-hero').waitFor();

    // Back to a game from the team's own list, then to the home team from the scoreboard.
    await page.locator('section[aria-labelledby="team-last-title"] .game-row__link').first().click();
    await page.locator('.scoreboard').waitFor();
    const home = page.locator('.scoreboard a.team-link').first();
    const title = await home.locator('.team-name__text').innerText();
    await home.click();
    await page.waitForURL('**/team/**');
    // The address changes before the team's data arrives: wait for the page, not only the URL.
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe(title.trim());
    await context.close();
  });

  it('looks right on a phone and on a desktop: right to left, Persian digits, nothing overflowing', async () => {
    const { table } = await tableData();
    const team = table.rows[0].team;
    for (const [name, phone] of [
      ['phone-375', true],
      ['desktop', false],
    ] as const) {
      const context = await newContext(env.browser, { phone, viewport: phone ? PHONE_375 : DESKTOP });
      const page = await context.newPage();
      await page.goto(env.baseUrl + publicPaths.team(team.id, team.slug), { waitUntil: 'networkidle' });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await page.locator('main').innerText()).not.toMatch(/[0-9]/);
      await screenshot(page, `team-${name}`);
      await context.close();
    }
  });
});
