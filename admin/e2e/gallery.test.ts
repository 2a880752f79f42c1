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

describe('galleries', () => {
  it('creates an image gallery and manages its items: upload, caption, reorder, delete, slider', async () => {
    await page.goto('/admin/gallery/image/create');
    await page.fill('input[name="title"]', 'تصاویر تمرین تیم ملی');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/gallery\/image\/\d+\/edit$/);
    const id = Number(page.url().match(/image\/(\d+)\/edit/)?.[1]);
    expect((await api<{ kind: string }>(page, `/api/admin/gallery/${id}`)).kind).toBe('image');

    await page.click('a:has-text("مدیریت تصویرها")');
    await page.waitForURL(new RegExp(`/admin/gallery/image/${id}/item$`));
    const files = await Promise.all(['الف', 'ب', 'پ'].map(async (label, i) => ({
      name: `photo-${i}.png`, mimeType: 'image/png', buffer: await makePng(page, `P${i}`, ['#c62828', '#2e7d32', '#1565c0'][i]),
    })));
    await page.setInputFiles('input[data-testid="items-dropzone"]', files);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-item"] input[data-field="caption"]').length === 3);
    const items = page.locator('[data-testid="gallery-item"]');
    await items.nth(0).locator('input[data-field="caption"]').fill('گرم کردن');
    await items.nth(1).locator('input[data-field="caption"]').fill('تمرین تاکتیکی');
    await items.nth(2).locator('input[data-field="caption"]').fill('حذف‌شدنی');
    const order = async () => items.evaluateAll((els) => els.map((el) => el.getAttribute('data-media')));
    const uploaded = await order();
    await items.nth(2).locator('button[aria-label="حذف"]').click();
    await items.nth(0).dragTo(items.nth(1));
    const reordered = await order();
    expect(reordered).toEqual([uploaded[1], uploaded[0]]);
    await page.waitForSelector('[data-testid="items-slider"] .swiper-slide');
    await shot(page, '30-gallery-items');
    await page.click('button:has-text("ذخیره تصویرها")');
    await page.waitForSelector('text=تصویرها ذخیره شد');

    const saved = await api<{ media: number; caption: string | null }[]>(page, `/api/admin/gallery/${id}/items`);
    expect(saved.map((i) => String(i.media))).toEqual(reordered);
    expect(saved.map((i) => i.caption)).toEqual(['تمرین تاکتیکی', 'گرم کردن']);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-item"]').length === 2);
  });

  it('creates a video gallery from an external URL with a player preview', async () => {
    await page.goto('/admin/gallery/video/create');
    await page.fill('input[name="title"]', 'خلاصه بازی دیشب');
    await page.fill('input[name="videoUrl"]', 'https://www.aparat.com/v/abc123');
    await page.waitForSelector('[data-testid="video-preview"]');
    await shot(page, '31-gallery-video');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/gallery\/video\/\d+\/edit$/);
    const id = Number(page.url().match(/video\/(\d+)\/edit/)?.[1]);
    expect(await api<{ kind: string; videoUrl: string }>(page, `/api/admin/gallery/${id}`))
      .toMatchObject({ kind: 'video', videoUrl: 'https://www.aparat.com/v/abc123' });
    await page.goto('/admin/gallery/video/list');
    await page.waitForSelector('table tbody tr:has-text("خلاصه بازی دیشب")');
    await page.goto('/admin/gallery/image/list');
    await page.waitForSelector('table tbody tr');
    expect(await page.locator('table tbody tr:has-text("خلاصه بازی دیشب")').count()).toBe(0);
  });
});
