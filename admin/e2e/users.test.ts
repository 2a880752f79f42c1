import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, launch, LOGINS, login, newVisitor, shot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function adminAt(viewport: { width: number; height: number }) {
  const visitor = await newVisitor(browser, viewport);
  await login(visitor.page, 'admin');
  await visitor.page.waitForURL(/\/admin\/?$/);
  return visitor;
}

describe('an admin and their own account', () => {
  it('cannot select it for a bulk delete, and its form offers no delete, role or deactivation', async () => {
    const { context, page } = await adminAt({ width: 1366, height: 900 });
    const me = await api<{ id: number }>(page, '/api/auth/me');
    await page.goto('/admin/user');
    const own = page.locator(`table tbody tr:has-text("${LOGINS.admin.email}")`);
    await own.waitFor();
    expect(await own.locator('[data-testid="self-chip"]').innerText()).toBe('شما');
    expect(await own.locator('input[type="checkbox"]').isDisabled()).toBe(true);
    expect(await page.locator(`table tbody tr:has-text("${LOGINS.editor.email}") input[type="checkbox"]`).isDisabled()).toBe(false);
    await shot(page, '42-users');

    await page.goto(`/admin/user/${me.id}`);
    await page.waitForSelector('[data-testid="self-hint"]');
    expect(await page.locator('[data-testid="self-hint"]').innerText()).toContain('مدیر دیگری');
    expect(await page.locator('button:has-text("حذف")').count()).toBe(0);
    expect(await page.locator('input[name="role"]').isDisabled()).toBe(true);
    expect(await page.locator('input[name="isActive"]').isDisabled()).toBe(true);
    await shot(page, '44-user-self');

    // Another account keeps every action.
    const editor = (await api<{ id: number; email: string }[]>(page, '/api/admin/user?range=[0,99]')).find(
      (u) => u.email === LOGINS.editor.email,
    )!;
    await page.goto(`/admin/user/${editor.id}`);
    await page.waitForSelector('button:has-text("حذف")');
    expect(await page.locator('input[name="isActive"]').isDisabled()).toBe(false);
    await context.close();
  });

  it('sees the server’s reason in Persian when a change is refused', async () => {
    const { context, page } = await adminAt({ width: 1366, height: 900 });
    await page.goto('/admin/user/create');
    await page.fill('input[name="email"]', LOGINS.editor.email);
    await page.fill('input[name="displayName"]', 'دبیر تکراری');
    await page.fill('input[name="password"]', 'a-long-enough-password');
    await page.click('button[type="submit"]');
    await page.waitForSelector('text=کاربری با این ایمیل وجود دارد.');
    expect(page.url()).toContain('/admin/user/create');
    await context.close();
  });
});

describe('the user list on a phone', () => {
  it('fits 375 px, one line per user with the own account marked', async () => {
    const { context, page } = await adminAt({ width: 375, height: 812 });
    await page.goto('/admin/user');
    await page.waitForSelector('.RaList-main .MuiListItemText-primary');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.locator('[data-testid="self-chip"]').count()).toBe(1);
    await shot(page, '45-users-375');
    await context.close();
  });
});
