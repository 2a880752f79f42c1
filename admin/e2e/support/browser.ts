import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const ARTIFACTS = join(import.meta.dirname, '../../../artifacts/admin');
mkdirSync(ARTIFACTS, { recursive: true });

export const LOGINS = {
  admin: { email: 'admin@meydan.example', password: 'Meydan-Admin-1404' },
  editor: { email: 'editor@meydan.example', password: 'Meydan-Editor-1404' },
  user: { email: 'user@meydan.example', password: 'Meydan-User-1404' },
} as const;

export const baseUrl = () => inject('baseUrl');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A fresh visitor as the newsroom sees it: Persian locale, Tehran time, a laptop screen, a light device unless told. */
export async function newVisitor(
  browser: Browser,
  viewport = { width: 1366, height: 900 },
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport, colorScheme });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  return { context, page };
}

export async function login(page: Page, who: keyof typeof LOGINS, from = '/auth/login'): Promise<void> {
  await page.goto(from);
  await page.waitForURL(/\/auth\/login/);
  await page.fill('input[name="email"]', LOGINS[who].email);
  await page.fill('input[name="password"]', LOGINS[who].password);
  await page.click('button[type="submit"]');
}

/** Logged in as staff and waiting on the dashboard. */
export async function staffPage(browser: Browser, who: 'admin' | 'editor' = 'admin') {
  const visitor = await newVisitor(browser);
  await login(visitor.page, who);
  await visitor.page.waitForURL(/\/admin\/?$/);
  return visitor;
}

/**
 * For a test file that works as one staff member throughout: one browser, logged in before the
 * tests, closed after them. Read `session.page` inside the tests.
 */
export function useStaffSession(who: 'admin' | 'editor') {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    session.browser = await launch();
    Object.assign(session, await staffPage(session.browser, who));
  });
  afterAll(async () => {
    await session.context?.close();
    await session.browser?.close();
  });
  return session;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** JSON from the admin API with the page's session cookie. */
export async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(path);
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** A real PNG drawn by the browser, so the server's magic-byte check and re-encoding see a genuine image. */
export async function makePng(page: Page, label: string, color = '#417df4'): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 500;
      const ctx = canvas.getContext('2d');
      if (!ctx) return '';
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, 800, 500);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 64px sans-serif';
      ctx.fillText(text, 60, 270);
      return canvas.toDataURL('image/png');
    },
    [label, color] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/**
 * Latin words in the interface itself (labels, buttons, headings): data cells, inputs and
 * left-to-right values such as emails are left out, since they hold content rather than UI text.
 */
export async function visibleLatinWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('td, input, textarea, [dir="ltr"], .ProseMirror, script, style').forEach((el) => el.remove());
    document.body.appendChild(copy);
    const visible = copy.innerText;
    copy.remove();
    return visible;
  });
  return (text.match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !['http', 'https', 'localhost', 'meydan', 'example', 'VAR', 'SEO'].includes(w));
}
