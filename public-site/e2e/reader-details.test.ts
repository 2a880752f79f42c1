import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, screenshot } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

const PHONE_375 = { width: 375, height: 812 };

/** Text nodes a reader sees that hold Latin digits or a Latin comma between digits (addresses aside). */
const latinNumbers = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, [translate="no"]')) continue;
      const text = node.textContent ?? '';
      if (/[0-9]|[۰-۹],[۰-۹]/.test(text)) found.push(text.trim().slice(0, 80));
    }
    return found;
  });

describe('reader details', () => {
  it('writes every number a reader sees, and every page title, with Persian digits and the Persian separator', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const urls = [...Object.values(env.site.routes), '/games', `/search?q=${encodeURIComponent('پرسپولیس')}`];
    for (const url of urls) {
      await page.goto(env.baseUrl + url, { waitUntil: 'networkidle' });
      expect(await latinNumbers(page), url).toEqual([]);
      expect(await page.title(), url).not.toMatch(/[0-9]/);
    }
    await context.close();
  });

  it('lists the most commented news beside the most read on the home page', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(env.baseUrl, { waitUntil: 'networkidle' });
    const side = page.locator('.home__side');
    const mostRead = side.locator('#most-read-title');
    const mostCommented = side.locator('#most-commented-title');
    expect(await mostRead.innerText()).toBe('پربازدیدترین‌ها');
    expect(await mostCommented.innerText()).toBe('پربحث‌ترین‌ها');
    expect(await side.locator('section:has(#most-commented-title) li').count()).toBeGreaterThan(0);
    await screenshot(page, 'home-most-commented-desktop');
    await context.close();
  });

  it('offers plain share links on an article and a gallery, and loads no third-party script', async () => {
    for (const [route, title] of [
      [env.site.routes.newsArticle, env.site.article.title],
      [env.site.routes.photo, env.site.photo.title],
    ] as const) {
      for (const javaScript of [true, false]) {
        const context = await newContext(env.browser, { phone: true, viewport: PHONE_375, javaScript });
        const page = await context.newPage();
        await page.goto(env.baseUrl + route, { waitUntil: javaScript ? 'networkidle' : 'load' });
        const box = page.locator('.share-links');
        const short = await box.locator('.share-links__short a').getAttribute('href');
        expect(short).toMatch(/^https?:\/\/[^/]+\/n\/[A-Za-z0-9]+$/);
        const hrefs = await box.locator('.share-links__list a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
        expect(hrefs).toEqual([
          `https://t.me/share/url?url=${encodeURIComponent(short!)}&text=${encodeURIComponent(title)}`,
          `https://wa.me/?text=${encodeURIComponent(`${title}\n${short}`)}`,
          `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(short!)}`,
        ]);
        // The copy button only appears where it can work.
        expect(await box.locator('.share-links__copy').count()).toBe(javaScript ? 1 : 0);
        const scripts = await page.locator('script[src]').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).src));
        expect(scripts.every((src) => src.startsWith(env.baseUrl))).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        if (javaScript) {
          await box.scrollIntoViewIfNeeded();
          await screenshot(page, `share-links-${route === env.site.routes.photo ? 'gallery' : 'article'}-phone-375`, false);
        }
        await context.close();
      }
    }
  });

  it('copies the short link with one click', async () => {
    const context = await newContext(env.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.baseUrl });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'networkidle' });
    await page.click('.share-links__copy');
    await page.locator('.toast--success').waitFor();
    const short = await page.locator('.share-links__short a').getAttribute('href');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(short);
    await context.close();
  });

  for (const [name, viewport] of [
    ['phone-375', PHONE_375],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows a negative goal difference with its minus sign on the left, in a right-to-left table (${name})`, async () => {
      const context = await newContext(env.browser, { phone: name !== 'desktop', viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + env.site.routes.leagueTable, { waitUntil: 'networkidle' });
      const cell = page.locator('.league-table tbody td.league-table__difference', { hasText: '−' }).first();
      const text = await cell.innerText();
      expect(text).toMatch(/^−[۱-۹][۰-۹]*$/);
      // Where the browser drew the sign and the last digit: the sign to the left, as in «−۳».
      const [sign, digit] = await cell.evaluate((td) => {
        const node = td.firstChild as Text;
        const box = (from: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, from + 1);
          return range.getBoundingClientRect();
        };
        return [box(0).left, box((node.textContent ?? '').length - 1).left];
      });
      expect(sign).toBeLessThan(digit);
      // The team names still run right to left in the same row.
      const row = cell.locator('xpath=..');
      const [teamX, differenceX] = [await row.locator('.league-table__team').boundingBox(), await cell.boundingBox()];
      expect(teamX!.x).toBeGreaterThan(differenceX!.x);
      await cell.scrollIntoViewIfNeeded();
      await screenshot(page, `league-table-negative-difference-${name}`, false);
      await context.close();
    });
  }
});
