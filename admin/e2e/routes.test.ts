import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launch, shot, staffPage, visibleLatinWords } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const ids: Record<string, number> = {};

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await staffPage(browser, 'admin'));
  const first = async (resource: string, filter: Record<string, unknown> = {}) => {
    const rows = await api<{ id: number }[]>(
      page,
      `/api/admin/${resource}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
    );
    if (!rows[0]) throw new Error(`the demo data has no ${resource}`);
    return rows[0].id;
  };
  ids.news = await first('news');
  ids.game = await first('game');
  ids.image = await first('gallery', { kind: 'image' });
  ids.video = await first('gallery', { kind: 'video' });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const routes = () => [
  '/admin',
  '/admin/age',
  '/admin/news/list',
  '/admin/news/create',
  `/admin/news/${ids.news}/edit`,
  '/admin/game',
  `/admin/game/${ids.game}/result`,
  `/admin/game/${ids.game}/lineup`,
  `/admin/game/${ids.game}/live`,
  '/admin/team',
  '/admin/player',
  '/admin/player/create',
  '/admin/week',
  '/admin/sport',
  '/admin/league',
  '/admin/season',
  '/admin/season-team',
  '/admin/comment',
  '/admin/stadium',
  '/admin/position',
  '/admin/base-information',
  '/admin/gallery/image/list',
  '/admin/gallery/image/create',
  `/admin/gallery/image/${ids.image}/edit`,
  `/admin/gallery/image/${ids.image}/item`,
  '/admin/gallery/video/list',
  '/admin/gallery/video/create',
  `/admin/gallery/video/${ids.video}/edit`,
  '/admin/user',
];

async function opens(path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Lazy screens render after their chunk and data arrive; wait for real content, not the spinner.
  await page.waitForFunction(() => (document.querySelector<HTMLElement>('.RaLayout-content')?.innerText.trim().length ?? 0) > 10);
  expect(new URL(page.url()).pathname, path).toBe(path);
  const text = await page.locator('.RaLayout-content').innerText();
  expect(text, path).not.toContain('صفحه پیدا نشد');
  expect(text.trim().length, path).toBeGreaterThan(0);
  expect(await visibleLatinWords(page), path).toEqual([]);
}

describe('every route of the seed opens by direct URL', () => {
  it('opens each path on a fresh load, Persian only', async () => {
    for (const path of routes()) await opens(path);
  });

  it('forwards the section roots through the route rules', async () => {
    await page.goto('/admin/news');
    await page.waitForURL(/\/admin\/news\/list$/);
    await page.goto('/admin/gallery');
    await page.waitForURL(/\/admin\/gallery\/image\/list$/);
  });

  it('shows a non-fatal not-found inside the layout and a fatal one for an invalid id', async () => {
    await page.goto('/admin/no-such-screen');
    await page.waitForSelector('.RaLayout-content [data-status="404"]');
    expect(await page.locator('.RaSidebar-root, .MuiDrawer-root').count()).toBeGreaterThan(0);
    await page.goto('/admin/news/abc/edit');
    await page.waitForSelector('text=صفحه پیدا نشد: /admin/news/abc/edit');
    await shot(page, '03-not-found');
  });

  it('keeps the calendar choice across reloads', async () => {
    const published = `/admin/news/list?filter=${encodeURIComponent(JSON.stringify({ state: 'published' }))}`;
    await page.goto(published);
    await page.waitForSelector('table tbody tr');
    const jalali = await page.locator('table tbody tr').first().innerText();
    expect(jalali).toMatch(/فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند/);
    await page.click('button[value="gregorian"]');
    await page.goto(published);
    await page.waitForSelector('table tbody tr');
    const gregorian = await page.locator('table tbody tr').first().innerText();
    expect(gregorian).toMatch(/ژانویه|فوریه|مارس|آوریل|مه|ژوئن|ژوئیه|اوت|سپتامبر|اکتبر|نوامبر|دسامبر/);
    await page.click('button[value="jalali"]');
  });

  it('has light and dark themes', async () => {
    await page.goto('/admin');
    await page.waitForSelector('text=خوش آمدید');
    await shot(page, '04-dashboard');
    const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.locator('header button[aria-label="تغییر حالت روشن/تاریک"]').click();
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(after).not.toBe(before);
    await shot(page, '05-dashboard-dark');
    await page.locator('header button[aria-label="تغییر حالت روشن/تاریک"]').click();
  });
});
