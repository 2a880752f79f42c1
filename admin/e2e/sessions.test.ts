import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { launch, newVisitor, shot, staffPage, visibleLatinWords } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser signed in as `email`, waiting on the dashboard. */
async function signedIn(email: string, password: string) {
  const visitor = await newVisitor(browser);
  await visitor.page.goto('/auth/login');
  await visitor.page.fill('input[name="email"]', email);
  await visitor.page.fill('input[name="password"]', password);
  await visitor.page.click('button[type="submit"]');
  await visitor.page.waitForURL(/\/admin\/?$/);
  return visitor;
}

/**
 * A new editor made by the admin, signed in from two browsers: an account of its own, since ending its
 * other sessions must not sign out the other tests' staff.
 */
async function editorInTwoBrowsers(slug: string, displayName: string, password: string) {
  const email = `${slug}-${Date.now()}@meydan.example`;
  const admin = await staffPage(browser, 'admin');
  const created = await admin.page.context().request.post('/api/admin/user', {
    data: { email, displayName, role: 'editor', password },
  });
  expect(created.status()).toBe(201);
  await admin.context.close();
  return { phone: await signedIn(email, password), desk: await signedIn(email, password) };
}

type Visitor = Awaited<ReturnType<typeof signedIn>>;

/** The other browser is signed out at its next request; the desk carries on. Closes both. */
async function expectOnlyDeskSignedIn(phone: Visitor, desk: Visitor) {
  await phone.page.goto('/admin/news/list');
  await phone.page.waitForURL(/\/auth\/login/);
  await desk.page.goto('/admin/news/list');
  await desk.page.waitForSelector('table tbody tr');
  expect(new URL(desk.page.url()).pathname).toBe('/admin/news/list');
  await phone.context.close();
  await desk.context.close();
}

describe('«نشست‌ها و رمز عبور» in the user menu', () => {
  it('lists where the account is signed in and, after a Persian confirmation, signs the other browsers out', async () => {
    const { phone, desk } = await editorInTwoBrowsers('sessions', 'دبیر نشست‌ها', 'Neshast-Dabir-1404');
    const page = desk.page;
    await page.click('.RaUserMenu-userButton');
    await page.click('[data-testid="menu-sessions"]');
    await page.waitForURL(/\/admin\/sessions$/);
    const rows = page.locator('[data-testid="own-session"]');
    // Both sessions are listed once the list has loaded (expect.poll alone gives it one second).
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const current = page.locator('[data-testid="own-session"][data-current="true"]');
    expect(await current.innerText()).toContain('همین مرورگر');
    expect(await current.innerText()).toContain('کروم روی لینوکس');
    expect(await page.locator('#react-admin-title').innerText()).toBe('نشست‌ها و رمز عبور');
    expect(await visibleLatinWords(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '80-own-sessions');
    // On a phone the list and its buttons stay within the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="own-session"]')].some((row) => {
        const text = row.querySelector('.MuiListItemText-root')?.getBoundingClientRect();
        const action = row.lastElementChild?.getBoundingClientRect();
        if (!text || !action) return true;
        return action.top < text.bottom && action.bottom > text.top && action.left < text.right && action.right > text.left;
      }),
    );
    expect(covered).toBe(false);
    await shot(page, '80-own-sessions-375');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.click('[data-testid="end-other-sessions"]');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('خروج از نشست‌های دیگر');
    expect(await dialog.innerText()).toContain('این مرورگر وارد می‌ماند');
    await shot(page, '81-own-sessions-confirm');
    await dialog.getByRole('button', { name: 'بله، خارج شوند' }).click();
    await page.getByText('از ۱ نشست دیگر خارج شدید.').waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('[data-testid="end-other-sessions"]').isDisabled()).toBe(true);

    await expectOnlyDeskSignedIn(phone, desk);
  });

  it('ends one other session from its row, which signs that browser out and keeps this one in', async () => {
    const { phone, desk } = await editorInTwoBrowsers('end-one', 'دبیر یک نشست', 'Yek-Neshast-1404');
    const page = desk.page;
    await page.goto('/admin/sessions');
    const rows = page.locator('[data-testid="own-session"]');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    await page.locator('[data-testid="own-session"][data-current="false"]').getByRole('button', { name: 'پایان این نشست' }).click();
    await page.getByText('آن نشست پایان یافت.').waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().getAttribute('data-current')).toBe('true');

    await expectOnlyDeskSignedIn(phone, desk);
  });

  it('changes the password, which signs every other browser out and keeps this one in', async () => {
    const password = 'Ramz-Dabir-1404';
    const { phone, desk } = await editorInTwoBrowsers('password', 'دبیر رمز تازه', password);
    const page = desk.page;
    await page.goto('/admin/sessions');
    const form = page.locator('[data-testid="password-form"]');
    await form.waitFor();
    await form.locator('input[name="currentPassword"]').fill('not-my-password');
    await form.locator('input[name="newPassword"]').fill('Ramz-Taze-1404-x');
    await form.locator('input[name="repeat"]').fill('Ramz-Taze-1404-x');
    await form.locator('button[type="submit"]').click();
    await form.getByText('رمز عبور کنونی درست نیست.').waitFor();

    await form.locator('input[name="currentPassword"]').fill(password);
    await form.locator('button[type="submit"]').click();
    await page.getByText('رمز عبور عوض شد؛ از ۱ نشست دیگر خارج شدید.').waitFor();
    await shot(page, '82-password-changed');

    await expectOnlyDeskSignedIn(phone, desk);
  });
});
