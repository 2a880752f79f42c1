import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, launch, login, newVisitor, shot } from './support/browser';

interface NewsRow {
  id: number;
  title: string;
  status: string;
  publishedAt: string | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const byState = (page: Page, state: string) =>
  api<NewsRow[]>(
    page,
    `/api/admin/news?range=[0,0]&sort=${encodeURIComponent('["publishedAt","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ state }))}`,
  ).then((rows) => {
    if (!rows[0]) throw new Error(`the demo data has no ${state} news`);
    return rows[0];
  });

async function editorAt(viewport: { width: number; height: number }) {
  const visitor = await newVisitor(browser, viewport);
  await login(visitor.page, 'editor');
  await visitor.page.waitForURL(/\/admin\/?$/);
  return visitor;
}

describe('the news list on a phone', () => {
  it('fits 375 px without a sideways scroll and opens on the titles', async () => {
    const { context, page } = await editorAt({ width: 375, height: 812 });
    await page.goto('/admin/news/list');
    const first = page.locator('.RaList-main .MuiListItemText-primary').first();
    await first.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect((await first.innerText()).trim().length).toBeGreaterThan(5);
    // Each line says where the item stands; the tabs scroll within themselves.
    expect(await page.locator('[data-testid="publication-state"]').count()).toBeGreaterThan(0);
    await shot(page, '14-news-list-375');
    await page.click('[role="tab"]:has-text("منتشرشده")');
    await page.waitForURL(/state/);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('publication state in the list', () => {
  it('shows drafts, scheduled items with their Jalali time, and published ones, from status and date', async () => {
    const { context, page } = await editorAt({ width: 1366, height: 900 });
    const scheduled = await byState(page, 'scheduled');
    expect(Date.parse(scheduled.publishedAt!)).toBeGreaterThan(Date.now());
    const published = await byState(page, 'published');
    const draft = await byState(page, 'draft');

    const stateOf = async (item: NewsRow) => {
      // By its id: a title search also finds similar titles, newest first, and this one may fall past the first page.
      await page.goto(`/admin/news/list?filter=${encodeURIComponent(JSON.stringify({ id: [item.id] }))}`);
      const cell = page.locator(`table tbody tr:has-text("${item.title}") [data-testid="publication-state"]`).first();
      await cell.waitFor();
      return { state: await cell.getAttribute('data-state'), text: await cell.innerText() };
    };
    const s = await stateOf(scheduled);
    expect(s.state).toBe('scheduled');
    expect(s.text).toContain('زمان‌بندی‌شده');
    // The time it goes live, in the Jalali calendar with Persian digits.
    expect(s.text).toMatch(/[۰-۹]{1,2} [آ-ی]+ ۱۴[۰-۹]{2}/);
    await shot(page, '15-news-list-scheduled');
    expect(await stateOf(published)).toMatchObject({ state: 'published', text: expect.stringContaining('منتشرشده') });
    expect(await stateOf(draft)).toMatchObject({ state: 'draft', text: expect.stringContaining('پیش‌نویس') });

    await page.goto('/admin/news/list');
    await page.waitForSelector('table tbody tr');
    await shot(page, '16-news-list-desktop');
    await context.close();
  });

  it('publishes a scheduled item now from beside its schedule, and says so', async () => {
    const { context, page } = await editorAt({ width: 1366, height: 900 });
    const item = await byState(page, 'scheduled');
    await page.goto(`/admin/news/${item.id}/edit`);
    const button = page.locator('[data-testid="publish-now"]');
    await button.waitFor();
    // Right by the schedule field (beside it, or under it in the narrow side column), and the date stays readable.
    const date = page.locator('input[name="publishedAt"]');
    const [field, own] = [await date.boundingBox(), await button.boundingBox()];
    expect(Math.abs(field!.y - own!.y)).toBeLessThan(100);
    expect(await date.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await shot(page, '17-news-publish-now');
    const before = Date.now();
    await button.click();
    await page.waitForSelector(`[data-testid="toasts"] [role="status"]:has-text("خبر «${item.title.slice(0, 20)}")`);
    expect(await page.locator('[data-testid="toasts"] [role="status"]').last().innerText()).toMatch(/ذخیره شد\.$/);
    const stored = await api<NewsRow>(page, `/api/admin/news/${item.id}`);
    expect(stored.status).toBe('published');
    expect(Date.parse(stored.publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(stored.publishedAt!)).toBeGreaterThan(before - 120_000);
    const live = await page.context().request.get(`/api/public/news/${item.id}`);
    expect(live.status()).toBe(200);
    await context.close();
  });
});

describe('a news item that does not exist', () => {
  it('says so in place instead of bouncing to the list', async () => {
    const { context, page } = await editorAt({ width: 1366, height: 900 });
    for (const path of ['/admin/news/999999', '/admin/news/999999/edit']) {
      await page.goto(path);
      const notice = page.locator('[data-testid="load-failure"]');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('این خبر پیدا نشد');
      expect(await notice.getAttribute('data-status')).toBe('404');
      expect(new URL(page.url()).pathname).toBe('/admin/news/999999/edit');
    }
    await shot(page, '18-news-missing');
    await page.click('[data-testid="load-failure"] a');
    await page.waitForURL(/\/admin\/news\/list$/);
    await context.close();
  });
});
