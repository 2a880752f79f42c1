import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { publicPaths } from '@meydan/shared-types/public';
import { axeViolations, type Violation } from './axe';
import { newContext, screenshot, screenshotOf } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };
const DESKTOP_1280 = { width: 1280, height: 900 };
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const serious = (violations: Violation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

async function scorersData() {
  const table = await payload(env.baseUrl, env.site.routes.leagueTable);
  if (table.kind !== 'page' || table.page !== 'leagueTable') throw new Error('no league table payload');
  const { league } = table.data.table;
  const path = publicPaths.scorers(league.id, league.slug);
  const p = await payload(env.baseUrl, path);
  if (p.kind !== 'page' || p.page !== 'scorers') throw new Error('no scorers payload');
  return { path, data: p.data };
}

describe('players and scorers', () => {
  it('goes from the league table to its scorers, a scorer’s page and the club’s squad', async () => {
    const { path, data } = await scorersData();
    const top = data.scorers[0];
    expect(top?.count).toBeGreaterThan(0);
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.leagueTable, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'آمار بازیکنان' }).click();
    await page.waitForURL(`**${path}`);
    await page.locator('#top-scorers-title').waitFor();
    const first = page.locator('section[aria-labelledby="top-scorers-title"] tbody tr').first();
    expect(await first.locator('.leaders__player').innerText()).toBe(top.player.name);
    await first.locator('.leaders__player a').click();
    await page.waitForURL(`**${publicPaths.player(top.player.id, top.player.slug)}`);
    // The address changes before the player's data arrives: wait for the page, not only the URL.
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe(top.player.name);
    const goals = page.locator('.player-stats__item', { hasText: /^گل/ }).first().locator('dd');
    expect(Number((await goals.innerText()).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))).toBeGreaterThanOrEqual(top.count);
    const club = page.locator('.player-hero__team');
    const clubName = (await club.innerText()).trim();
    await club.click();
    await page.waitForURL('**/team/**');
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe(clubName);
    const squad = page.locator('section[aria-labelledby="team-squad-title"]');
    await squad.waitFor();
    expect(await squad.locator('.squad__title').first().innerText()).toBe('دروازه‌بان‌ها');
    expect(await squad.locator(`a[href="${publicPaths.player(top.player.id, top.player.slug)}"]`).count()).toBe(1);
    await context.close();
  });

  for (const [name, viewport] of [
    ['375', PHONE_375],
    ['1280', DESKTOP_1280],
  ] as const) {
    it(`reads right at ${name} px and passes axe: player, scorers, the team squad and names in search`, async () => {
      const { path, data } = await scorersData();
      const top = data.scorers[0];
      const playerPath = publicPaths.player(top.player.id, top.player.slug);
      const team = top.team!;
      const context = await newContext(env.browser, { phone: name === '375', viewport });
      const page = await context.newPage();
      const found: Record<string, Violation[]> = {};
      for (const [route, url] of [
        ['player', playerPath],
        ['scorers', path],
        ['team-squad', publicPaths.team(team.id, team.slug)],
        ['search-names', publicPaths.search(team.title)],
      ] as const) {
        await page.goto(env.baseUrl + url, { waitUntil: 'networkidle' });
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(await overflow(page), route).toBeLessThanOrEqual(0);
        expect(await page.locator('main').innerText(), route).not.toMatch(/[0-9]/);
        if (route !== 'team-squad') {
          const violations = serious(await axeViolations(page));
          if (violations.length) found[route] = violations;
        }
        if (route === 'team-squad') await screenshotOf(page.locator('section[aria-labelledby="team-squad-title"]'), `${route}-${name}`);
        else await screenshot(page, `${route}-${name}`);
      }
      expect(found).toEqual({});
      await context.close();
    });
  }
});
