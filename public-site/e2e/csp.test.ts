import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

/** Every Content-Security-Policy violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('content security policy on public pages', () => {
  const pages = () =>
    [
      ['home', env.site.routes.home],
      ['article', env.site.routes.newsArticle],
      ['league table', env.site.routes.leagueTable],
      ['photo gallery', env.site.routes.photo],
    ] as const;

  it('serves pages under a CSP without inline styles, and they report no violation', async () => {
    for (const [name, path] of pages()) {
      for (const phone of [false, true]) {
        const context = await newContext(env.browser, { phone });
        const page = await context.newPage();
        const violations = await watchViolations(page);
        const res = await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
        const csp = res?.headers()['content-security-policy'] ?? '';
        expect(csp).toMatch(/style-src 'self'(;|$)/);
        expect(csp).not.toContain('unsafe-inline');
        // Hydrated, scrolled through (lazy parts render), and styled by the stylesheet.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Vazirmatn/i);
        expect({ page: name, phone, violations }).toEqual({ page: name, phone, violations: [] });
        await context.close();
      }
    }
  });

  it('colours league zones without a style attribute', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(env.baseUrl + env.site.routes.leagueTable, { waitUntil: 'networkidle' });
    const zones = page.locator('.league-table__zone rect');
    if ((await zones.count()) > 0) {
      expect(await zones.first().getAttribute('fill')).toMatch(/^#[0-9a-f]{6}$/i);
      const bar = await page.locator('.league-table__zone').first().boundingBox();
      expect(bar?.width).toBeCloseTo(4, 0);
    }
    expect(await page.locator('[style]').count()).toBe(0);
    expect(violations).toEqual([]);
    await context.close();
  });
});
