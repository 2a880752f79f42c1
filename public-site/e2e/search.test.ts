import { toPersianDigits } from '@meydan/shared-types/text';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, screenshot } from './browser';
import { publishNews, useSiteBrowser } from './site-data';

const env = useSiteBrowser();

const PHONE_375 = { width: 375, height: 812 };
const HEADER_BOX = '.site-header input[name="q"]';

/** Types into the header's search box and submits with Enter, as a reader would. */
async function searchFromHeader(page: Page, q: string) {
  await page.click(HEADER_BOX);
  await page.keyboard.type(q);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
  await page.locator('h1.page-title').waitFor();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('search', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone-375', PHONE_375],
  ] as const) {
    it(`searches from the header of any page and marks the matched words (${name})`, async () => {
      const context = await newContext(env.browser, { phone: name !== 'desktop', viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + env.site.routes.newsList, { waitUntil: 'networkidle' });
      // Set before the search: still there after it, so the search was a navigation inside the app.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await searchFromHeader(page, 'پرسپولیس');
      await page.locator('.search-result').first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await page.locator('h1.page-title').innerText()).toBe('جستجوی «پرسپولیس»');
      expect(await page.title()).toContain('پرسپولیس');
      const count = await page.locator('.search-result').count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(20);
      const marks = await page.locator('.search-result mark').allInnerTexts();
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.every((m) => m.replace(/\u200c/g, '').startsWith('پرسپولیس'))).toBe(true);
      // Counts and dates are written with Persian digits.
      const summary = await page.locator('.search-summary').innerText();
      expect(summary).toMatch(/^(دست‌کم )?[۰-۹٬]+ نتیجه/);
      expect(await page.locator('.search-results').innerText()).not.toMatch(/[0-9]/);
      expect(await page.inputValue(HEADER_BOX)).toBe('پرسپولیس');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `search-results-${name}`, false);
      await context.close();
    });
  }

  it('finds a misspelt query and marks the word as it is written in the results', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.about, { waitUntil: 'networkidle' });
    await searchFromHeader(page, 'پرسپلیس');
    await page.locator('.search-result').first().waitFor();
    const marks = await page.locator('.search-result mark').allInnerTexts();
    expect(marks).toContain('پرسپولیس');
    await context.close();
  });

  it('shows no item reached only through a word a letter away when the query has matches of its own', async () => {
    // «پیکان» is in many demo stories; «پیمان», a letter away, in others that must not come with it.
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.baseUrl}/search?q=${encodeURIComponent('پیکان')}`, { waitUntil: 'networkidle' });
    // The teams named «پیکان» above the news are marked as the news are, in the site's colours.
    const background = (list: string) =>
      page
        .locator(`${list} mark`)
        .first()
        .evaluate((m) => getComputedStyle(m).backgroundColor);
    expect(await background('.search-entities')).toBe(await background('.search-results'));
    const seen: string[] = [];
    const marks: string[] = [];
    for (;;) {
      await page.locator('.search-result').first().waitFor();
      seen.push(...(await page.locator('.search-result').allInnerTexts()));
      marks.push(...(await page.locator('.search-result mark').allInnerTexts()));
      const next = page.locator('.pagination a[rel="next"]');
      if (!(await next.count())) break;
      const url = page.url();
      await next.click();
      await page.waitForURL((u) => u.href !== url);
    }
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen.filter((text) => !text.includes('پیکان'))).toEqual([]);
    expect(marks.filter((m) => m.includes('پیمان'))).toEqual([]);
    await context.close();
  });

  it('lists a misspelt match after every exact one, and only when exact matches are few, unmarked', async () => {
    // In Persian digits, as a reporter types them: later tests find no Latin digit on any page.
    const stamp = toPersianDigits(Date.now());
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const exact = [
      await publishNews(env.baseUrl, { title: `مهرازاد به اردو رسید ${stamp}`, publishedAt: hoursAgo(30) }),
      await publishNews(env.baseUrl, { title: `بازگشت مهرازاد ${stamp}`, publishedAt: hoursAgo(20) }),
    ];
    // The newest of the three, yet a letter away from the query: it comes last.
    const near = await publishNews(env.baseUrl, { title: `هواداران مهرازاذ ${stamp}` });
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone-375', PHONE_375],
    ] as const) {
      const context = await newContext(env.browser, { phone: name !== 'desktop', viewport });
      const page = await context.newPage();
      await page.goto(env.baseUrl + env.site.routes.newsList, { waitUntil: 'networkidle' });
      await searchFromHeader(page, 'مهرازاد');
      await page.locator('.search-result').first().waitFor();
      const links = await page
        .locator('.search-result a[href^="/news/"]')
        .evaluateAll((list) => list.map((a) => Number(a.getAttribute('href')!.split('/')[2])));
      expect([...new Set(links)]).toEqual([exact[1], exact[0], near]);
      // Only the word as typed is marked: the near spelling is offered, not claimed as a hit.
      const marks = await page.locator('.search-result mark').allInnerTexts();
      expect(marks.length).toBeGreaterThan(0);
      expect(marks.every((m) => m === 'مهرازاد')).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `search-near-spelling-${name}`, false);
      await context.close();
    }
  });

  it('says plainly when nothing matches, and what to try', async () => {
    const context = await newContext(env.browser, { phone: true, viewport: PHONE_375 });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.newsList, { waitUntil: 'networkidle' });
    await searchFromHeader(page, 'واژه‌ای‌که‌هیچ‌خبری‌ندارد');
    const none = page.locator('.search-none');
    await none.waitFor();
    expect(await none.innerText()).toContain('برای «واژه‌ای‌که‌هیچ‌خبری‌ندارد» نتیجه‌ای پیدا نشد.');
    expect(await page.locator('.search-result').count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'search-no-result-phone-375', false);
    await page.goto(`${env.baseUrl}/search`, { waitUntil: 'networkidle' });
    expect(await page.locator('.empty-state').innerText()).toContain('واژه‌ای بنویسید');
    await context.close();
  });

  it('works without JavaScript: the header form submits with Enter and the server renders the results', async () => {
    const context = await newContext(env.browser, { javaScript: false, viewport: PHONE_375, phone: true });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.newsList);
    await page.fill(HEADER_BOX, 'استقلال');
    await Promise.all([page.waitForNavigation(), page.press(HEADER_BOX, 'Enter')]);
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await page.locator('h1.page-title').innerText()).toBe('جستجوی «استقلال»');
    expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
    expect((await page.locator('.search-result mark').allInnerTexts()).some((m) => m.startsWith('استقلال'))).toBe(true);
    const next = page.locator('.pagination a[rel="next"]');
    if (await next.count()) {
      await Promise.all([page.waitForNavigation(), next.click()]);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
    }
    await page.fill(HEADER_BOX, 'واژه‌ای‌که‌هیچ‌خبری‌ندارد');
    await Promise.all([page.waitForNavigation(), page.press(HEADER_BOX, 'Enter')]);
    await page.locator('.search-none').waitFor();
    await screenshot(page, 'search-no-javascript-phone-375', false);
    await context.close();
  });
});
