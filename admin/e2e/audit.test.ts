import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, shot, staffPage } from './support/browser';

let browser: Browser;
let admin: { context: BrowserContext; page: Page };

const rows = (page: Page) => page.locator('table tbody tr');

beforeAll(async () => {
  browser = await launch();
  admin = await staffPage(browser, 'admin');
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
});

describe('the audit log screen', () => {
  it('lists who did what, filtered by action, resource, user and a Jalali date', async () => {
    const { page } = admin;
    const title = `برچسب رویدادنگاری ${Date.now() % 100000}`;
    const created = await page
      .context()
      .request.post('/api/admin/tag', { data: { title }, headers: { 'Content-Type': 'application/json' } });
    expect(created.status()).toBe(201);

    await page.click('a[href="/admin/audit"]');
    await page.waitForURL(/\/admin\/audit/);
    await rows(page).first().waitFor();
    expect(await page.locator('table').evaluate((t) => getComputedStyle(t).direction)).toBe('rtl');
    await shot(page, '52-audit');

    // Action «ایجاد» and resource «برچسب»: the tag just made is there, and nothing else.
    await page.getByRole('combobox', { name: 'کار', exact: true }).click();
    await page.click('li[data-value="create"]');
    await page.getByRole('combobox', { name: 'بخش', exact: true }).click();
    await page.click('li[data-value="tag"]');
    await page.waitForURL(/resource/);
    await page.waitForFunction(() => [...document.querySelectorAll('table tbody tr')].every((tr) => tr.textContent?.includes('برچسب')));
    const first = rows(page).first();
    await expect.poll(() => first.innerText()).toMatch(/ایجاد/);

    // From today, by the Jalali calendar's own "today".
    await page.click('input[name="createdAt_gte"]');
    await page.locator('.meydan-picker .rmdp-day-picker .rmdp-day.rmdp-today span').click();
    await page.waitForURL(/createdAt_gte/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, string>;
    expect(filter).toMatchObject({ action: 'create', resource: 'tag' });
    expect(filter.createdAt_gte).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await page.inputValue('input[name="createdAt_gte"]')).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    await first.waitFor();
    expect(await rows(page).count()).toBeGreaterThan(0);

    // By user: the admin's own logins.
    await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'login' }))}`);
    await page.waitForFunction(() => {
      const trs = [...document.querySelectorAll('table tbody tr')];
      return trs.length > 0 && trs.every((tr) => tr.textContent?.includes('ورود'));
    });
    await page.getByRole('combobox', { name: 'کاربر', exact: true }).click();
    await page.getByRole('option', { name: 'مدیر میدان', exact: true }).click();
    await page.waitForURL(/%22user%22/);
    await rows(page).first().waitFor();
    expect(new URL(page.url()).searchParams.get('filter')).toContain('"action":"login"');
  });

  it('shows each entry whole on a phone, its address included, with no sideways scrolling', async () => {
    const { page } = admin;
    const title = `برچسب تلفن همراه ${Date.now() % 100000}`;
    const created = await page
      .context()
      .request.post('/api/admin/tag', { data: { title }, headers: { 'Content-Type': 'application/json' } });
    expect(created.status()).toBe(201);
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: 'create', resource: 'tag' }))}`);
      const entry = page.locator('.RaList-main .MuiListItemText-root').first();
      await entry.waitFor();
      expect(await page.locator('table').count()).toBe(0);
      // Who and what, the record, then the whole date and time and the address it came from.
      const text = await entry.innerText();
      expect(text).toContain('ایجاد');
      expect(text).toContain('برچسب');
      expect(text).toMatch(/[۰-۹]{1,2} \S+ [۰-۹]{4} ساعت [۰-۹]{2}:[۰-۹]{2}/);
      expect(text).toMatch(/\d+\.\d+\.\d+\.\d+|[0-9a-f:]{2,}/);
      const address = entry.locator('.latin-digits');
      const box = (await address.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, '53-audit-375');
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('is not offered to editors, and the API refuses them', async () => {
    const editor = await staffPage(browser, 'editor');
    try {
      await editor.page.waitForSelector('a[href="/admin/news/list"]');
      expect(await editor.page.locator('a[href="/admin/audit"]').count()).toBe(0);
      const refused = await editor.page.context().request.get('/api/admin/audit');
      expect(refused.status()).toBe(403);
    } finally {
      await editor.context.close();
    }
  });
});
