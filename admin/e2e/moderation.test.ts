import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launch, shot, staffPage } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  ({ context, page } = await staffPage(browser, 'admin'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('comments and settings', () => {
  it('approves a pending comment from the moderation queue', async () => {
    const news = await api<{ id: number }[]>(page, `/api/admin/news?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ state: 'published' }))}`);
    const body = `نظر آزمایشی ${Date.now() % 10000}: بازی خوبی بود`;
    const posted = await page.context().request.post(`/api/public/news/${news[0].id}/comments`, {
      data: { authorName: 'خواننده', body },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(posted.status()).toBe(201);

    await page.goto('/admin/comment');
    const row = page.locator(`table tbody tr:has-text("${body}")`);
    await row.waitFor();
    await shot(page, '40-comments-pending');
    await row.locator('input[type="checkbox"]').check();
    await page.click('button:has-text("تأیید")');
    await row.waitFor({ state: 'detached' });
    await page.click('[role="tab"]:has-text("تأییدشده")');
    await page.waitForSelector(`table tbody tr:has-text("${body}")`);
    await page.locator(`table tbody tr:has-text("${body}")`).click();
    await page.waitForURL(/\/admin\/comment\/\d+$/);
    await page.fill('textarea[name="reply"]', 'ممنون از همراهی شما');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/comment(\?.*)?$/);
  });

  it('edits the base information', async () => {
    await page.goto('/admin/base-information');
    const input = page.locator('input[name="siteTitle"]');
    await input.waitFor();
    await input.fill('میدان — اخبار ورزشی');
    await shot(page, '41-base-information');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="toasts"] [role="status"]');
    await page.reload();
    await page.waitForFunction(() => (document.querySelector('input[name="siteTitle"]') as HTMLInputElement | null)?.value === 'میدان — اخبار ورزشی');
    expect((await api<{ siteTitle: string }>(page, '/api/admin/base-information/1')).siteTitle).toBe('میدان — اخبار ورزشی');
  });

  it('lists users for admins', async () => {
    await page.goto('/admin/user');
    await page.waitForSelector('table tbody tr:has-text("editor@meydan.example")');
    await shot(page, '42-users');
  });

  it('deletes reference data with an undo and validates a new record', async () => {
    await page.goto('/admin/age/create');
    await page.fill('input[name="title"]', 'نونهالان');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/age\/\d+$/);
    await page.click('button:has-text("حذف")');
    await page.waitForSelector('[data-testid="toasts"] button:has-text("بازگرداندن"), [data-testid="toasts"] button');
    await page.waitForURL(/\/admin\/age(\?.*)?$/);
  });
});
