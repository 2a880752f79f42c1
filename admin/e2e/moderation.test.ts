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

/** Published news that takes comments (other tests publish items with comments closed). */
async function commentableNews(page: Page): Promise<{ id: number }[]> {
  const published = await api<{ id: number; allowComments: boolean }[]>(
    page,
    `/api/admin/news?range=[0,49]&filter=${encodeURIComponent(JSON.stringify({ state: 'published' }))}`,
  );
  return published.filter((n) => n.allowComments);
}

describe('comments and settings', () => {
  it('approves a pending comment from the moderation queue', async () => {
    const news = await commentableNews(page);
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
    const approved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/comment\/\d+$/.test(r.url()));
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'تأیید', exact: true }).click();
    // Sent at the click, not when a toast expires: a reload right after it keeps the approval.
    expect((await approved).status()).toBe(200);
    expect(Date.now() - clickedAt).toBeLessThan(3000);
    await page.waitForSelector('[data-testid="toasts"] [role="status"]:has-text("نظر تأیید شد.")');
    await page.reload();
    const stored = await api<{ body: string; status: string }[]>(
      page,
      `/api/admin/comment?filter=${encodeURIComponent(JSON.stringify({ q: body }))}`,
    );
    expect(stored.filter((c) => c.body === body).map((c) => c.status)).toEqual(['approved']);
    await page.waitForSelector('table tbody tr');
    expect(await page.locator(`table tbody tr:has-text("${body}")`).count()).toBe(0);
    await page.click('[role="tab"]:has-text("تأییدشده")');
    await page.waitForSelector(`table tbody tr:has-text("${body}")`);
    await page.locator(`table tbody tr:has-text("${body}") td`).nth(1).click();
    await page.waitForURL(/\/admin\/comment\/\d+$/);
    await page.waitForSelector(`[data-testid="comment-body"]:has-text("${body}")`);
    await page.fill('textarea[name="reply"]', 'ممنون از همراهی شما');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/comment(\?.*)?$/);
  });

  it('finds comments with the search box, within the tab', async () => {
    const news = await commentableNews(page);
    const word = `گلزن${Date.now() % 100000}`;
    const posted = await page.context().request.post(`/api/public/news/${news[0].id}/comments`, {
      data: { authorName: 'مهسا کاظمی', body: `${word} بهترین بازیکن میدان بود` },
      headers: { 'Content-Type': 'application/json' },
    });
    expect(posted.status()).toBe(201);
    // The list remembers the last tab (approved, after the test above); the new comment waits in pending.
    await page.goto(`/admin/comment?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    await page.waitForSelector('table tbody tr');
    const rows = page.locator('table tbody tr');
    // The new comment heads the queue before any search: wait for the search to leave it alone there.
    await page.fill('input[name="q"]', word);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.first().innerText()).toContain(word);
    expect(await page.locator('[data-testid="toasts"]').innerText()).not.toContain('پشتیبانی نمی‌شود');
    // By the author's name too, typed with an Arabic kaf: every row found is hers.
    await page.fill('input[name="q"]', 'مهسا كاظمی');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes('مهسا'));
    await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('مهسا کاظمی')), { timeout: 15_000 }).toBe(true);
    expect(await page.locator(`table tbody tr:has-text("${word}")`).count()).toBe(1);
    await shot(page, '43-comments-search');
  });

  it('edits the base information', async () => {
    const title = `میدان — اخبار ورزشی ${Date.now() % 1000}`;
    await page.goto('/admin/base-information');
    const input = page.locator('input[name="siteTitle"]');
    await page.waitForFunction(() => !!(document.querySelector('input[name="siteTitle"]') as HTMLInputElement | null)?.value);
    await input.fill(title);
    await shot(page, '41-base-information');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="toasts"] [role="status"]:has-text("اطلاعات پایه ذخیره شد.")');
    await page.reload();
    await page.waitForFunction((t) => (document.querySelector('input[name="siteTitle"]') as HTMLInputElement | null)?.value === t, title);
    expect((await api<{ siteTitle: string }>(page, '/api/admin/base-information/1')).siteTitle).toBe(title);
  });

  it('deletes reference data with an undo that names it, and a reload in the undo window still deletes it', async () => {
    await page.goto('/admin/age/create');
    await page.fill('input[name="title"]', 'نونهالان');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[data-testid="toasts"] [role="status"]:has-text("رده سنی «نونهالان» ایجاد شد.")');
    await page.waitForURL(/\/admin\/age\/\d+$/);
    const id = Number(page.url().match(/age\/(\d+)$/)?.[1]);
    await page.click('button:has-text("حذف")');
    const toast = page.locator('[data-testid="toasts"] [role="status"]:has-text("رده سنی «نونهالان» حذف شد.")');
    await toast.waitFor();
    expect(await toast.locator('button').innerText()).toBeTruthy();
    await page.waitForURL(/\/admin\/age(\?.*)?$/);
    // Reloading while the undo is still offered commits the delete instead of losing it.
    await page.reload();
    await page.waitForSelector('table tbody tr');
    await expect.poll(async () => (await page.context().request.get(`/api/admin/age/${id}`)).status(), { timeout: 5000 }).toBe(404);
  });
});
