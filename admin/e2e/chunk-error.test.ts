import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, shot, staffPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a screen whose code cannot be loaded', () => {
  it('reloads once, then explains in Persian and offers a reload that works', async () => {
    const { context, page } = await staffPage(browser, 'admin');
    await page.waitForSelector('text=خوش آمدید');
    const chunk = (url: URL) => /\/assets\/TeamList-[\w-]+\.js$/.test(url.pathname);
    let refused = 0;
    await page.route(chunk, (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.click('a[href="/admin/team"]');
    const message = page.locator('[data-testid="chunk-error"]');
    await message.waitFor();
    // The guard reloaded once; the second failure inside its window stops there instead of looping.
    expect(documents).toHaveLength(1);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(await message.innerText()).toContain('بخشی از این صفحه بارگذاری نشد');
    await shot(page, 'chunk-error');

    await page.unroute(chunk);
    await page.locator('[data-testid="chunk-error"] button', { hasText: 'بارگذاری دوباره صفحه' }).click();
    await page.waitForSelector('table tbody tr');
    expect(await page.locator('[data-testid="chunk-error"]').count()).toBe(0);
    expect(documents).toHaveLength(2);
    await context.close();
  });

  it('does the same when the back office itself cannot be loaded, before react-admin exists', async () => {
    const { context, page } = await staffPage(browser, 'editor');
    await page.waitForSelector('text=خوش آمدید');
    const app = (url: URL) => /\/assets\/App-[\w-]+\.js$/.test(url.pathname);
    await page.route(app, (route) => route.abort('connectionrefused'));
    await page.reload();
    const message = page.locator('[data-testid="chunk-error"]');
    await message.waitFor();
    expect(await message.innerText()).toContain('بارگذاری دوباره صفحه');
    await page.unroute(app);
    await message.locator('button').click();
    await page.waitForSelector('text=خوش آمدید');
    await context.close();
  });
});
