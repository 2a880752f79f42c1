import { describe, expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { api, ARTIFACTS, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');

/** The next confirm dialog's message, dismissed or accepted; a failure when none comes. */
function nextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const none = setTimeout(() => reject(new Error('no confirmation was asked')), 15_000);
    page.once('dialog', (dialog: Dialog) => {
      clearTimeout(none);
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

describe('leaving a form with unsaved changes', () => {
  it('asks in Persian before the menu takes an editor away from a news draft, and stays when told to', async () => {
    const { page } = session;
    await page.goto('/admin/news/create');
    await page.fill('input[name="title"]', 'خبری که هنوز ذخیره نشده');
    const asked = nextDialog(page, false);
    await page.click('a[href="/admin/comment"]');
    expect(await asked).toMatch(/ذخیره/);
    expect(page.url()).toContain('/admin/news/create');
    expect(await page.inputValue('input[name="title"]')).toBe('خبری که هنوز ذخیره نشده');

    const left = nextDialog(page, true);
    await page.click('a[href="/admin/comment"]');
    await left;
    await page.waitForURL(/\/admin\/comment/);
  });

  it('asks on an ordinary edit form too', async () => {
    const { page } = session;
    const [tag] = await api<{ id: number }[]>(page, '/api/admin/tag?range=[0,0]');
    await page.goto(`/admin/tag/${tag.id}`);
    await page.waitForFunction(() => !!(document.querySelector('input[name="title"]') as HTMLInputElement | null)?.value);
    await page.fill('input[name="title"]', 'برچسب تغییرکرده');
    const asked = nextDialog(page, false);
    await page.click('a[href="/admin/news/list"]');
    expect(await asked).toMatch(/ذخیره/);
    expect(page.url()).toContain(`/admin/tag/${tag.id}`);
  });
});

describe('tab titles', () => {
  it('names each screen in its tab', async () => {
    // A tab of its own: the test before leaves a form with unsaved changes, which asks before unloading.
    const page = await session.context.newPage();
    await page.goto('/admin');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('پیشخوان — مدیریت میدان');
    await page.goto('/admin/news/list');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('اخبار — مدیریت میدان');
    const [news] = await api<{ id: number; title: string }[]>(page, '/api/admin/news?range=[0,0]');
    await page.goto(`/admin/news/${news.id}/edit`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`ویرایش خبر: ${news.title} — مدیریت میدان`);
    await page.goto('/admin/news/create');
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('ایجاد خبر — مدیریت میدان');
    await page.close();
  });
});

describe('the audit log for an editor', () => {
  it('says the log is for admins and offers the way back', async () => {
    const { page } = session;
    await page.goto('/admin/audit');
    const notice = page.getByText('گزارش رویدادها فقط برای مدیران است');
    await notice.waitFor();
    await shot(page, '71-audit-editor-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, '72-audit-editor-375');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: 'بازگشت به پیشخوان' }).click();
    await page.waitForURL(/\/admin\/?$/);
  });
});

describe('the page preview', () => {
  it('shows a new article as the public site renders it, from the create screen', async () => {
    const { page } = session;
    const title = `پیش‌نمایش از صفحهٔ ایجاد ${Date.now() % 100000}`;
    await page.goto('/admin/news/create');
    await page.fill('input[name="title"]', title);
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('متن آزمایشی برای پیش‌نمایش.');
    // On the create screen the preview saves a draft first, as its description says.
    const preview = page.getByRole('button', { name: 'پیش‌نمایش صفحه', exact: true });
    expect(await preview.getAttribute('title')).toContain('پیش‌نویس ذخیره');
    await preview.click();
    await page.waitForURL(/\/admin\/news\/\d+\/edit/);
    const id = Number(page.url().match(/news\/(\d+)\/edit/)?.[1]);
    const frame = page.frameLocator('[data-testid="news-preview"] iframe');
    await frame.locator('.meydan-preview').waitFor();
    expect(await frame.locator('h1').first().innerText()).toContain(title);
    // The public site's own stylesheet, not the dialog's imitation of it.
    expect(await frame.locator('link[rel="stylesheet"][href^="/assets/"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="news-preview"] iframe').getAttribute('src')).toBe(`/preview/news/${id}`);
    await shot(page, '73-news-preview-1280');
    const stored = await api<{ status: string }>(page, `/api/admin/news/${id}`);
    expect(stored.status).toBe('draft');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, '74-news-preview-375');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('the dashboard away from Tehran', () => {
  it("takes today's games by Tehran's calendar day, whatever the browser's zone", async () => {
    const context = await session.browser.newContext({
      baseURL: new URL(session.page.url()).origin,
      locale: 'fa-IR',
      timezoneId: 'America/Los_Angeles',
      viewport: { width: 1366, height: 900 },
    });
    try {
      await context.addCookies(await session.context.cookies());
      const page = await context.newPage();
      const request = page.waitForRequest((r) => r.url().includes('/api/admin/game') && r.url().includes('kickoffAt_gte'));
      await page.goto('/admin');
      const filter = JSON.parse(new URL((await request).url()).searchParams.get('filter') ?? '{}') as Record<string, string>;
      // Tehran keeps +03:30 all year: its day starts at 20:30 UTC of the day before.
      const tehranDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
      const start = new Date(`${tehranDay}T00:00:00+03:30`);
      expect(filter.kickoffAt_gte).toBe(start.toISOString());
      expect(filter.kickoffAt_lte).toBe(new Date(start.getTime() + 86_400_000 - 1).toISOString());
    } finally {
      await context.close();
    }
  });
});

describe('a preview link that no longer works', () => {
  it("answers with the site's own error page look, in Persian, with its status", async () => {
    const { page } = session;
    const [news] = await api<{ id: number }[]>(page, '/api/admin/news?range=[0,0]');
    // A visitor without a session, as whoever was sent the link.
    const visitor = await session.browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'fa-IR' });
    try {
      const tab = await visitor.newPage();
      const response = await tab.goto(`/preview/news/${news.id}?token=1.forged`);
      expect(response?.status()).toBe(403);
      expect(await tab.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await tab.locator('html').getAttribute('lang')).toBe('fa');
      expect(await tab.locator('h1').innerText()).toContain('پیوند پیش‌نمایش معتبر نیست');
      // Drawn by the site's stylesheet and font, with the site's button back home.
      expect(await tab.locator('link[rel="stylesheet"][href^="/assets/"]').count()).toBeGreaterThan(0);
      expect(await tab.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/Vazirmatn/);
      expect(await tab.locator('a.button[href="/"]').count()).toBe(1);
      await tab.setViewportSize({ width: 1280, height: 800 });
      await tab.screenshot({ path: `${ARTIFACTS}/77-preview-invalid-1280.png` });
      await tab.setViewportSize({ width: 375, height: 812 });
      await tab.screenshot({ path: `${ARTIFACTS}/78-preview-invalid-375.png` });
    } finally {
      await visitor.close();
    }
  });
});
