import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { THEME_COOKIE } from '@meydan/shared-types/client';
import { SESSION_COOKIE } from '@meydan/shared-types/constants';
import { publicPaths } from '@meydan/shared-types/public';
import { axeViolations, type Violation } from './axe';
import { hydrated, newContext } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const SHOTS = process.env.SHOTS_DIR;
const BANNER = /^آفلاین — نسخهٔ ساعت [۰-۹]{2}:[۰-۹]{2}$/;

/** Every cache the worker keeps, by name, with the paths (and queries) it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return out;
  });

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens a page and waits until the worker controls it and keeps `path` (its document and its data). */
async function openAndKeep(page: Page, path: string): Promise<void> {
  await page.goto(env.baseUrl + path, { waitUntil: 'load' });
  await until('the worker to keep ' + path, async () => {
    const all = Object.values(await cacheContents(page)).flat();
    return all.includes(path) && all.includes(`${path}/_payload.json`);
  });
}

async function otherArticles(): Promise<string[]> {
  const p = await payload(env.baseUrl, '/news');
  if (p.kind !== 'page' || p.page !== 'newsList') throw new Error('no news list');
  return p.data.items.map((n) => publicPaths.newsArticle(n.id, n.slug)).filter((path) => path !== env.site.routes.newsArticle);
}

/** Screenshots (when SHOTS_DIR is set) at 375 and 1280 px, in the light and the dark theme; the page is reloaded for each theme. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const context = page.context();
  for (const theme of ['light', 'dark']) {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: env.baseUrl }]);
    await page.reload({ waitUntil: 'load' });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}.png`, fullPage: false });
    }
  }
  await context.clearCookies({ name: THEME_COOKIE });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload({ waitUntil: 'load' });
}

/** Serious or critical axe findings on the page as reloaded in each theme (offline: from the worker). */
async function axeInBothThemes(page: Page): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const theme of ['light', 'dark']) {
    await page.context().addCookies([{ name: THEME_COOKIE, value: theme, url: env.baseUrl }]);
    await page.reload({ waitUntil: 'load' });
    const violations = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    if (violations.length) found[theme] = violations;
  }
  await page.context().clearCookies({ name: THEME_COOKIE });
  await page.reload({ waitUntil: 'load' });
  return found;
}

describe('offline and installable', () => {
  it('serves a Persian, right-to-left manifest with icons that load, linked from every page', async () => {
    const res = await fetch(`${env.baseUrl}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'میدان',
      short_name: 'میدان',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const png = await fetch(env.baseUrl + icon.src);
      expect(png.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      // The PNG's own width and height (IHDR) are what the manifest says.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    for (const path of [env.site.routes.home, env.site.routes.newsArticle, '/no-such-page']) {
      const html = await (await fetch(env.baseUrl + path)).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
  });

  it('serves the worker uncached with this build id, registered for the whole site after the page has loaded', async () => {
    const res = await fetch(`${env.baseUrl}/sw.js`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const { buildId } = (await (await fetch(`${env.baseUrl}/builds/latest.json`)).json()) as { buildId: string };
    const source = await res.text();
    expect(source).toContain(buildId);
    expect(source).not.toContain('__MEYDAN_BUILD_ID__');
  });

  describe('in one browser', () => {
    let context: BrowserContext;
    let page: Page;
    const article = () => env.site.routes.newsArticle;

    it('keeps an article opened online and shows it offline with the «آفلاین» banner and its time', async () => {
      context = await newContext(env.browser, { phone: true, viewport: { width: 375, height: 812 } });
      page = await context.newPage();
      await openAndKeep(page, article());
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${env.baseUrl}/`);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const names = Object.keys(await cacheContents(page));
      expect(names.every((n) => /^meydan-[0-9a-f]{12}-(shell|pages)$/.test(n))).toBe(true);

      await context.setOffline(true);
      await page.goto(env.baseUrl + article());
      await expect.poll(() => page.locator('.offline-banner').textContent()).toMatch(BANNER);
      expect(await page.locator('h1').first().textContent()).toBe(env.site.articleData.news.title);
      await page.waitForLoadState('load');
      await shots(page, 'offline-article');
      expect(await axeInBothThemes(page)).toEqual({});
      await expect.poll(() => page.locator('.offline-banner').textContent()).toMatch(BANNER);
    });

    it('answers an article never opened with the Persian offline page, linking to the kept ones', async () => {
      const [never] = await otherArticles();
      const res = await page.goto(env.baseUrl + never);
      expect(res?.status()).toBe(503);
      await expect.poll(() => page.locator('h1').textContent()).toBe('اتصال به اینترنت برقرار نیست');
      expect(await page.locator('html').getAttribute('lang')).toBe('fa');
      expect(await page.locator('a[href="#saved"]').textContent()).toBe('صفحه‌های ذخیره‌شده');
      const kept = page.locator(`#saved a[href="${article()}"]`);
      expect(await kept.textContent()).toBe(env.site.articleData.news.title);
      await shots(page, 'offline-fallback');
      expect(await axeInBothThemes(page)).toEqual({});
      await kept.click();
      await page.waitForURL(env.baseUrl + article());
      await expect.poll(() => page.locator('.offline-banner').textContent()).toMatch(BANNER);
    });

    it('shows everything again, without the banner, on a reload online', async () => {
      await context.setOffline(false);
      await page.reload({ waitUntil: 'load' });
      expect(await page.locator('.offline-banner').count()).toBe(0);
      expect(await page.locator('h1').first().textContent()).toBe(env.site.articleData.news.title);
    });

    it('never answers or keeps the back office, the admin API, a signed-in reader’s page or a write', async () => {
      const admin = await page.goto(`${env.baseUrl}/admin`);
      expect(admin?.fromServiceWorker()).toBe(false);
      await page.goto(env.baseUrl + article(), { waitUntil: 'load' });
      const answered: boolean[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/admin/') || (r.request().method() === 'POST' && new URL(r.url()).pathname === article()))
          answered.push(r.fromServiceWorker());
      });
      expect(await page.evaluate(async () => (await fetch('/api/admin/news')).status)).toBe(401);
      // A write to a page's address goes to the server as it is.
      await page.evaluate(async (path) => (await fetch(path, { method: 'POST', body: '{}' })).status, article());
      await expect.poll(() => answered.length).toBe(2);
      expect(answered).toEqual([false, false]);
      // A page answered `private` (the session cookie is there) is read, never kept.
      const [, signedIn] = await otherArticles();
      await context.addCookies([{ name: SESSION_COOKIE, value: 'not-a-session', url: env.baseUrl }]);
      const res = await page.goto(env.baseUrl + signedIn, { waitUntil: 'load' });
      expect(res?.headers()['cache-control']).toMatch(/private/);
      await page.waitForTimeout(1500);
      await context.clearCookies({ name: SESSION_COOKIE });
      const all = Object.values(await cacheContents(page)).flat();
      expect(all.filter((p) => /^\/(admin|api|auth)/.test(p) || p.startsWith(signedIn))).toEqual([]);
      expect(all).toContain(article());
    });

    it('keeps today’s games and the pages of followed teams, not of other teams', async () => {
      const p = await payload(env.baseUrl, env.site.routes.leagueTable);
      if (p.kind !== 'page' || p.page !== 'leagueTable') throw new Error('no league table payload');
      const [followed, other] = p.data.table.rows.map((r) => r.team);
      await page.evaluate(
        (id) => localStorage.setItem('meydan:follows', JSON.stringify({ teams: [id], leagues: [], players: [] })),
        followed!.id,
      );
      await openAndKeep(page, publicPaths.team(followed!.id, followed!.slug));
      await openAndKeep(page, publicPaths.fixtures());
      const otherPath = publicPaths.team(other!.id, other!.slug);
      await page.goto(env.baseUrl + otherPath, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      expect(Object.values(await cacheContents(page)).flat()).not.toContain(otherPath);
      await context.setOffline(true);
      await page.goto(env.baseUrl + publicPaths.team(followed!.id, followed!.slug));
      await expect.poll(() => page.locator('.offline-banner').textContent()).toMatch(BANNER);
      await page.goto(env.baseUrl + publicPaths.fixtures());
      await expect.poll(() => page.locator('.offline-banner').textContent()).toMatch(BANNER);
      // Inside the app: a page opened online loses its connection; the menu's kept page comes with the banner.
      await context.setOffline(false);
      await page.goto(env.baseUrl + otherPath, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      expect(await page.locator('.offline-banner').count()).toBe(0);
      // The menu's link must be the app's, not a plain one: on a busy machine 1.5 s may not hydrate the page.
      await hydrated(page, '.main-nav a');
      await context.setOffline(true);
      await page.locator('.main-nav a', { hasText: 'بازی‌ها' }).click();
      await page.waitForURL(`${env.baseUrl}${publicPaths.fixtures()}`);
      await expect.poll(() => page.locator('.offline-banner').textContent()).toMatch(BANNER);
      // A page never kept, from inside the app: the offline page.
      await page.locator('.main-nav a', { hasText: 'عکس' }).click();
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('اتصال به اینترنت برقرار نیست');
      await context.setOffline(false);
    });

    it('replaces every cache when a new build’s worker arrives, and keeps the saved article for it', async () => {
      await context.close();
      // The worker first installed is an older build's: its build id is another.
      const older = '000000000000';
      const { buildId } = (await (await fetch(`${env.baseUrl}/builds/latest.json`)).json()) as { buildId: string };
      context = await newContext(env.browser);
      await context.route('**/sw.js', async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: (await res.text()).replaceAll(buildId, older) });
      });
      page = await context.newPage();
      await openAndKeep(page, article());
      expect(Object.keys(await cacheContents(page)).sort()).toEqual([`meydan-${older}-pages`, `meydan-${older}-shell`]);
      // The deploy: the browser's next check of /sw.js finds this build's worker.
      await context.unroute('**/sw.js');
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const after = await until('the new build’s caches', async () => {
        const contents = await cacheContents(page);
        const names = Object.keys(contents);
        return names.length === 2 && names.every((n) => n.includes(buildId)) && contents[`meydan-${buildId}-pages`]?.includes(article())
          ? contents
          : null;
      });
      expect(Object.keys(after).sort()).toEqual([`meydan-${buildId}-pages`, `meydan-${buildId}-shell`]);
      await context.close();
    });
  });
});
