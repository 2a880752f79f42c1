import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launch, makePng, shot, staffPage } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await staffPage(browser, 'editor'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const title = `پیروزی تیم ملی در دیدار تدارکاتی ${Date.now() % 100000}`;

describe('news editor', () => {
  it('shows server validation messages on their fields', async () => {
    await page.goto('/admin/news/create');
    await page.fill('input[name="title"]', 'خبر بی‌تصویر');
    await page.check('input[name="status"][value="published"]');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.Mui-error');
    expect(page.url()).toContain('/admin/news/create');
  });

  it('creates a published item with a cover upload and a Jalali date, found in the list and on the public API', async () => {
    await page.goto('/admin/news/create');
    await page.fill('input[name="rutitr"]', 'فوتبال ملی');
    await page.fill('input[name="title"]', title);
    await page.fill('textarea[name="lead"]', 'تیم ملی در بازی دوستانه با نتیجه دو بر یک پیروز شد.');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('گزارش کامل بازی در این خبر آمده است.');
    const png = await makePng(page, 'cover');
    await page.setInputFiles('input[data-testid="dropzone-cover"]', { name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.waitForSelector('img[src*="/media/"]');
    await page.check('input[name="status"][value="published"]');

    await page.click('input[name="publishedAt"]');
    await page.waitForURL(/picker=publishedAt/);
    const day = page.locator('.meydan-picker .rmdp-day:not(.rmdp-deactive):not(.rmdp-disabled):not(.rmdp-day-hidden) span').first();
    await day.click();
    await shot(page, '10-news-date-picker');
    await page.keyboard.press('Escape');
    const shown = await page.inputValue('input[name="publishedAt"]');
    expect(shown).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/۰۱ [۰-۹]{2}:[۰-۹]{2}$/);
    const stored = await page.getAttribute('input[name="publishedAt"]', 'data-value');
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);

    await shot(page, '11-news-create');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/news\/\d+\/edit$/);
    const id = Number(page.url().match(/news\/(\d+)\/edit/)?.[1]);
    await page.waitForSelector('[data-testid="short-link"]');
    await shot(page, '12-news-edit');

    await page.goto(`/admin/news/list?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    await page.waitForSelector(`table tbody tr:has-text("${title}")`);
    await shot(page, '13-news-list');

    const stored2 = await api<{ status: string; publishedAt: string; cover: number }>(page, `/api/admin/news/${id}`);
    expect(stored2).toMatchObject({ status: 'published', publishedAt: stored });
    expect(stored2.cover).toBeGreaterThan(0);
    const publicItem = await page.context().request.get(`/api/public/news/${id}`);
    expect(publicItem.status()).toBe(200);
    expect(JSON.stringify(await publicItem.json())).toContain(title);
  });

  it('filters the list by status tab', async () => {
    await page.goto('/admin/news/list');
    await page.click('[role="tab"]:has-text("پیش‌نویس")');
    await page.waitForURL(/state/);
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`table tbody tr:has-text("${title}")`).count()).toBe(0);
  });
});
