import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();

/** The lines a label's text occupies, counted from the boxes the browser laid it out in. */
const lineCount = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

describe('league table page', () => {
  it('offers a season choice in the demo data', async () => {
    const p = await payload(env.baseUrl, env.site.routes.leagueTable);
    expect(p.kind === 'page' && p.page === 'leagueTable' && p.data.seasons.length).toBeGreaterThan(1);
  });

  for (const [name, viewport] of [
    ['phone-375', { width: 375, height: 812 }],
    ['desktop', DESKTOP],
  ] as const) {
    it(`keeps the "فصل" label on one line beside the season selector (${name})`, async () => {
      const context = await newContext(env.browser, { phone: name !== 'desktop', viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + env.site.routes.leagueTable, { waitUntil: 'networkidle' });
      const label = page.locator('.season-select label');
      expect(await label.innerText()).toBe('فصل');
      expect(await lineCount(page, '.season-select label')).toBe(1);
      const [labelBox, selectBox] = [await label.boundingBox(), await page.locator('.season-select select').boundingBox()];
      if (!labelBox || !selectBox) throw new Error('season selector not laid out');
      const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(labelBox.height).toBeLessThan(lineHeight * 1.5);
      // Right to left: the label sits on the select's right, on the same line.
      expect(labelBox.x).toBeGreaterThanOrEqual(selectBox.x + selectBox.width - 1);
      expect(Math.abs(labelBox.y + labelBox.height / 2 - (selectBox.y + selectBox.height / 2))).toBeLessThan(selectBox.height / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `league-table-season-${name}`, false);
      await context.close();
    });
  }
});
