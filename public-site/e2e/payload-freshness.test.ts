import { toPersianDigits } from '@meydan/shared-types/text';
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { newContext } from './browser';
import { publishNews, useSiteBrowser } from './site-data';

const env = useSiteBrowser();

const isPayload = (response: Response) => new URL(response.url()).pathname.endsWith('/_payload.json');

/** Follows an in-app link and waits for its page's payload to be answered. */
async function follow(page: Page, selector: string, path: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => isPayload(r) && new URL(r.url()).pathname === `${path === '/' ? '' : path}/_payload.json`),
    page.click(selector),
  ]);
  return response;
}

describe('in-app navigation after a publication', () => {
  it('shows a story published a moment ago when the reader follows a link to the list they already saw', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + '/news', { waitUntil: 'networkidle' });
    const title = `خبر همین حالا ${toPersianDigits(Date.now())}`;
    await publishNews(env.baseUrl, { title });

    // The same list again, through the menu: its payload is revalidated, not taken from memory.
    await page.click('.main-nav a[href="/news"]');
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(title);

    await page.click('.brand');
    await page.locator('.hero').waitFor();
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(title);

    // Back to the list the page was first loaded with: the browser asks again (a 304 at worst), never shows the old copy.
    await page.click('.main-nav a[href="/news"]');
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(title);
    await context.close();
  });

  // Without the service worker (a first visit, or a browser that has none) the page's requests go
  // through the HTTP cache, which must ask the server each time; with it, the worker does the asking.
  for (const serviceWorkers of ['block', 'allow'] as const) {
    it(`asks the server again for a page met seconds before, within 30 s: the new story, then a 304 (service worker: ${serviceWorkers})`, async () => {
      const context = await newContext(env.browser, { serviceWorkers });
      const page = await context.newPage();
      await page.goto(env.baseUrl + '/news', { waitUntil: 'networkidle' });
      const started = Date.now();
      // Home, fetched once in the app: the browser and SWR both hold it now.
      const firstHome = await follow(page, '.brand', '/');
      const cacheControl = firstHome.headers()['cache-control'];
      expect(cacheControl).toMatch(/\bno-cache\b/);
      expect(cacheControl).not.toMatch(/max-age=[1-9]/);
      expect(firstHome.headers().etag).toBeTruthy();
      await page.locator('.hero').waitFor();
      await page.click('.main-nav a[href="/news"]');
      await page.locator('.hero').waitFor({ state: 'detached' });
      // A reader reads a moment: longer than SWR's deduplication of requests for one page (2 s).
      await page.waitForTimeout(2_500);

      const title = `خبر چند ثانیه بعد ${toPersianDigits(Date.now())}`;
      await publishNews(env.baseUrl, { title });
      await page.click('.brand');
      await page.locator('.hero').waitFor();
      await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(title);

      if (serviceWorkers === 'block') {
        // Nothing new since: home is asked again with its ETag and answered 304, its copy kept.
        await page.click('.main-nav a[href="/news"]');
        await page.locator('.hero').waitFor({ state: 'detached' });
        await page.waitForTimeout(2_500);
        // What went over the wire (the page sees the kept copy, as a 200): the debugging protocol's raw headers.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // The extra-info events may come before or after the request's own: joined once all are in.
        const homeRequests = new Set<string>();
        const sent = new Map<string, string | undefined>();
        const status = new Map<string, number>();
        cdp.on('Network.requestWillBeSent', (e) => {
          if (new URL(e.request.url).pathname === '/_payload.json') homeRequests.add(e.requestId);
        });
        cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
          sent.set(e.requestId, Object.entries(e.headers).find(([name]) => name.toLowerCase() === 'if-none-match')?.[1] as string);
        });
        cdp.on('Network.responseReceivedExtraInfo', (e) => status.set(e.requestId, e.statusCode));
        const wire = () =>
          [...homeRequests].filter((id) => status.has(id)).map((id) => ({ status: status.get(id), ifNoneMatch: sent.get(id) }));
        await page.click('.brand');
        await expect.poll(() => wire().length, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(wire()[0]).toEqual({ status: 304, ifNoneMatch: expect.stringMatching(/^"/) });
        expect(await page.locator('main').innerText()).toContain(title);
      }
      // All of it within the 30 s a browser-kept copy would have lived.
      expect(Date.now() - started).toBeLessThan(30_000);
      await context.close();
    });
  }

  it('shows the new story on a page whose link the pointer rested on before it was published', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + '/about', { waitUntil: 'networkidle' });
    // Resting on the link starts loading the list, ahead of a click that comes later.
    await Promise.all([
      page.waitForResponse((r) => isPayload(r) && new URL(r.url()).pathname === '/news/_payload.json'),
      page.hover('.main-nav a[href="/news"]'),
    ]);
    await page.mouse.move(0, 0);
    const title = `خبر پس از اشاره ${toPersianDigits(Date.now())}`;
    await publishNews(env.baseUrl, { title });
    await page.waitForTimeout(6_000);
    await page.click('.main-nav a[href="/news"]');
    await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toContain(title);
    await context.close();
  });
});
