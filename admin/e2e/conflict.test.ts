import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, launch, shot, staffPage } from './support/browser';

interface NewsRecord {
  id: number;
  title: string;
  lead: string | null;
  version: number;
}

/*
 * Two people, two browsers, one news item: the one who saves second is shown what the first changed and
 * chooses, instead of silently replacing it.
 */
let browser: Browser;
let first: { context: BrowserContext; page: Page };
let second: { context: BrowserContext; page: Page };
let id: number;

const stored = (page: Page) => api<NewsRecord>(page, `/api/admin/news/${id}`);

async function openEdit(page: Page): Promise<void> {
  await page.goto(`/admin/news/${id}/edit`);
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="title"]')?.value ?? '') !== '');
}

async function save(page: Page): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/news/${id}`));
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  return (await response).status();
}

beforeAll(async () => {
  browser = await launch();
  first = await staffPage(browser, 'admin');
  second = await staffPage(browser, 'editor');
  id = (await api<NewsRecord[]>(first.page, '/api/admin/news?range=[0,0]'))[0].id;
});
afterAll(async () => {
  await first?.context.close();
  await second?.context.close();
  await browser?.close();
});

describe('two people editing one news item', () => {
  it('shows the second what the first changed, and "keep mine" saves both changes', async () => {
    const before = await stored(first.page);
    await openEdit(first.page);
    await openEdit(second.page);

    const theirTitle = `${before.title.slice(0, 150)} (به‌روز)`;
    await first.page.fill('input[name="title"]', theirTitle);
    expect(await save(first.page)).toBe(200);

    const myLead = `خلاصهٔ تازه از مرورگر دوم ${Date.now() % 10000}`;
    await second.page.fill('textarea[name="lead"]', myLead);
    expect(await save(second.page)).toBe(409);
    const dialog = second.page.locator('[data-testid="conflict-dialog"]');
    await dialog.waitFor();
    // Field by field: the title the other person saved, beside the one this form still holds.
    const title = dialog.locator('[data-field="title"]');
    expect(await title.locator('[data-testid="conflict-theirs"]').innerText()).toBe(theirTitle);
    expect(await title.locator('[data-testid="conflict-mine"]').innerText()).toBe(before.title);
    expect(await dialog.locator('[data-field="lead"]').count()).toBe(0);
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shot(second.page, '50-conflict-dialog');

    const resaved = second.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/news/${id}`));
    await dialog.locator('[data-testid="conflict-keep-mine"]').click();
    expect((await resaved).status()).toBe(200);
    await second.page.waitForURL(/\/admin\/news(\/list)?(\?.*)?$/);
    expect(await stored(second.page)).toMatchObject({ title: theirTitle, lead: myLead, version: before.version + 2 });
  });

  it('on a phone, "take the other version" fills the form with what is stored and saves nothing', async () => {
    await openEdit(first.page);
    await second.page.setViewportSize({ width: 375, height: 812 });
    await openEdit(second.page);

    const theirLead = `خلاصه‌ای که اول ذخیره شد ${Date.now() % 10000}`;
    await first.page.fill('textarea[name="lead"]', theirLead);
    expect(await save(first.page)).toBe(200);
    const afterFirst = await stored(first.page);

    await second.page.fill('textarea[name="lead"]', 'خلاصه‌ای که کنار گذاشته می‌شود');
    expect(await save(second.page)).toBe(409);
    const dialog = second.page.locator('[data-testid="conflict-dialog"]');
    await dialog.waitFor();
    expect(await dialog.locator('[data-field="lead"] [data-testid="conflict-theirs"]').innerText()).toBe(theirLead);
    // The dialog fits the narrow screen: nothing to scroll sideways.
    expect(await second.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(second.page, '51-conflict-dialog-375');

    await dialog.locator('[data-testid="conflict-take-theirs"]').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await second.page.inputValue('textarea[name="lead"]')).toBe(theirLead);
    expect(await stored(second.page)).toMatchObject({ lead: theirLead, version: afterFirst.version });

    // From the stored version, the next save of this form goes through.
    await second.page.fill('input[name="title"]', `${afterFirst.title.slice(0, 150)} (نهایی)`);
    expect(await save(second.page)).toBe(200);
    expect((await stored(second.page)).version).toBe(afterFirst.version + 1);
  });
});
