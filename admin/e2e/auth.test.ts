import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, login, newVisitor, shot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('who gets in', () => {
  it('sends an anonymous visitor from a deep admin link to the Persian login, then back there', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/admin/news/list?page=1');
    await page.waitForURL(/\/auth\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/news/list?page=1');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('fa');
    await page.waitForSelector('text=ورود به مدیریت میدان');
    expect(await page.locator('.RaLayout-root, .RaSidebar-root').count()).toBe(0);
    await shot(page, '01-login');
    await page.fill('input[name="email"]', 'admin@meydan.example');
    await page.fill('input[name="password"]', 'wrong-password-1');
    await page.click('button[type="submit"]');
    await page.waitForSelector('[role="alert"]');
    await login(page, 'admin', page.url());
    await page.waitForURL(/\/admin\/news\/list/);
    await page.waitForSelector('text=اخبار');
    await context.close();
  });

  it('keeps a logged-in reader out of the back office and says why, in Persian', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'user');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    expect(new URL(page.url()).pathname).toBe('/');
    for (const path of ['/admin/game', '/admin']) {
      await page.goto(path);
      await page.waitForURL(/\/auth\/denied$/);
      const notice = page.locator('[data-testid="access-denied"]');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('حساب شما به بخش مدیریت دسترسی ندارد');
      expect(await notice.innerText()).toContain('user@meydan.example');
    }
    await shot(page, '03-access-denied');
    const response = await context.request.get('/api/admin/news');
    expect(response.status()).toBe(403);
    // Its way out: log out and sign in with a staff account.
    await page.click('button:has-text("ورود با حساب دیگر")');
    await page.waitForURL(/\/auth\/login/);
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    await context.close();
  });

  it('tells a reader who signs in on the way to the back office why it stays closed', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/admin/news/list');
    await page.waitForURL(/\/auth\/login\?redirect=/);
    await login(page, 'user', page.url());
    await page.waitForURL(/\/auth\/denied$/);
    await page.waitForSelector('[data-testid="access-denied"]');
    await context.close();
  });

  it('sends a logged-in staff member away from the guest-only login', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'editor');
    await page.waitForURL(/\/admin\/?$/);
    await page.goto('/auth/login');
    await page.waitForURL(/\/admin\/?$/);
    await context.close();
  });

  it('lets an editor work without showing what only admins may change', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'editor');
    await page.waitForURL(/\/admin\/?$/);
    await page.waitForSelector('text=خوش آمدید');
    const menu = await page.locator('.RaSidebar-fixed, .MuiDrawer-root').first().innerText();
    expect(menu).toContain('اخبار');
    expect(menu).not.toContain('اطلاعات پایه');
    expect(menu).not.toContain('کاربران');
    await page.goto('/admin/team');
    await page.waitForSelector('table tbody tr');
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/admin\/team\/\d+$/);
    await page.waitForSelector('button[type="submit"]');
    expect(await page.locator('button:has-text("حذف")').count()).toBe(0);
    await shot(page, '02-editor-team-edit');
    await context.close();
  });
});
