import { describe, expect, it } from 'vitest';
import { HOME_VIEWPORT, DEFAULT_VIEWPORT } from '@meydan/shared-types/constants';
import { newContext, screenshot } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

describe('every public route', () => {
  it('renders its content as server HTML, JavaScript off, RTL Persian with the right viewport', async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(env.site.routes)) {
      const res = await page.goto(env.baseUrl + path);
      expect(res?.status(), path).toBe(200);
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      expect(await page.getAttribute('html', 'lang')).toBe('fa');
      const viewport = await page.getAttribute('meta[name="viewport"]', 'content');
      expect(viewport, path).toBe(name === 'home' || name === 'index' ? HOME_VIEWPORT : DEFAULT_VIEWPORT);
      expect(await page.title(), path).not.toBe('');
      expect(await page.locator('main h1').count(), path).toBeGreaterThan(0);
      expect(await page.locator('[aria-busy="true"]').count(), path).toBe(0);
      expect(await page.getAttribute('link[rel="canonical"]', 'href'), path).toBeTruthy();
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(80);
    }
    await context.close();
  });

  it('hydrates every route with JavaScript on, without console errors; screenshots phone and desktop', async () => {
    for (const phone of [false, true]) {
      const context = await newContext(env.browser, { phone });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      for (const [name, path] of Object.entries(env.site.routes)) {
        if (name === 'index') continue;
        const res = await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
        expect(res?.status(), path).toBe(200);
        expect(await page.locator('main h1').count(), path).toBeGreaterThan(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} overflows horizontally`).toBeLessThanOrEqual(1);
        await screenshot(page, `${name}-${phone ? 'phone' : 'desktop'}`);
      }
      expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
      await context.close();
    }
  });
});
