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
    await page.getByRole('button', { name: 'تأیید', exact: true }).click();
    // The change is undoable: it reaches the server when its toast expires, then the row leaves the queue.
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    await page.click('[role="tab"]:has-text("تأییدشده")');
    await page.waitForSelector(`table tbody tr:has-text("${body}")`);
    await page.locator(`table tbody tr:has-text("${body}") td`).nth(1).click();
    await page.waitForURL(/\/admin\/comment\/\d+$/);
    await page.waitForSelector(`[data-testid="comment-body"]:has-text("${body}")`);
    await page.fill('textarea[name="reply"]', 'ممنون از همراهی شما');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/comment(\?.*)?$/);
  });

  it('edits the base information', async () => {
    const title = `میدان — اخبار ورزشی ${Date.now() % 1000}`;
    await page.goto('/admin/base-information');
    const input = page.locator('input[name="siteTitle"]');
    await page.waitForFunction(() => !!(document.querySelector('input[name="siteTitle"]') as HTMLInputElement | null)?.value);
    await input.fill(title);
    await shot(page, '41-base-information');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="toasts"] [role="status"]');
    await page.reload();
    await page.waitForFunction((t) => (document.querySelector('input[name="siteTitle"]') as HTMLInputElement | null)?.value === t, title);
    expect((await api<{ siteTitle: string }>(page, '/api/admin/base-information/1')).siteTitle).toBe(title);
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
