import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { THEME_COOKIE } from '@meydan/shared-types/client';
import { seriousViolations } from './support/axe';
import { baseUrl, launch, login, newVisitor, shot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Relative luminance of an element's computed background, 0 (black) to 1 (white). */
const backgroundLuminance = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []).map(Number).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });

const themeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === THEME_COOKIE)?.value ?? null;

describe('the back office theme', () => {
  it('opens dark on a dark device, login included, and its switch is the public site’s too', async () => {
    const { context, page } = await newVisitor(browser, undefined, 'dark');
    await page.goto('/auth/login');
    await page.waitForSelector('input[name="email"]');
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);

    await login(page, 'admin');
    await page.waitForURL(/\/admin\/?$/);
    await page.waitForSelector('h1');
    await page.waitForLoadState('networkidle');
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    expect(await backgroundLuminance(page, 'header')).toBeLessThan(0.05);
    await shot(page, '80-dashboard-dark');
    // The dark palette passes too: the accent is drawn lighter there (theme/theme.ts).
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/admin/news/list');
    await page.waitForSelector('table tbody tr');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '81-news-list-dark');
    await page.goto('/admin');
    await page.waitForSelector('h1');

    // react-admin's own switch: light now, remembered in the cookie the public site reads.
    await page.getByRole('button', { name: 'تغییر حالت روشن/تاریک' }).click();
    await expect.poll(() => backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);
    expect(await themeCookie(page)).toBe('light');
    await page.reload();
    await page.waitForSelector('h1');
    expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.8);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');

    // And back: what the device shows is no choice, so nothing is kept.
    await page.goto('/admin');
    await page.waitForSelector('h1');
    await page.getByRole('button', { name: 'تغییر حالت روشن/تاریک' }).click();
    await expect.poll(() => backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    expect(await themeCookie(page)).toBeNull();
    await context.close();
  });

  it('takes the theme chosen on the public site over the device', async () => {
    const { context, page } = await newVisitor(browser, undefined, 'light');
    await context.addCookies([{ name: THEME_COOKIE, value: 'dark', url: baseUrl() }]);
    await login(page, 'admin');
    await page.waitForURL(/\/admin\/?$/);
    await page.waitForSelector('h1');
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);
    await context.close();
  });
});
