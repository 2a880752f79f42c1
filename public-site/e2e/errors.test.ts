import { describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import { readManifest } from '../bench/first-load';
import { hydrated, newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

/**
 * Tests that answer the page's requests themselves run without the offline worker: once it controls
 * the page (it claims open pages as soon as it activates, which on a loaded machine can be before the
 * first click), the page's data and chunks are fetched by the worker, which `page.route` never sees.
 */
const NO_WORKER = { serviceWorkers: 'block' } as const;

const env = useSiteBrowser();

describe('errors and redirects', () => {
  it('answers an unmatched path with 404 and "Page not found" inside the layout, said in Persian', async () => {
    const page = await (await newContext(env.browser)).newPage();
    const res = await page.goto(`${env.baseUrl}/no-such-page`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.locator('.site-header').count()).toBe(1);
    const main = await page.locator('main').innerText();
    expect(main).toContain('صفحه پیدا نشد');
    // The error keeps its message for the client; the reader sees no English line.
    expect(main).not.toMatch(/[A-Za-z]/);
    expect(await page.title()).toBe('صفحه پیدا نشد | میدان');
    const data = await payload(env.baseUrl, '/no-such-page');
    expect(data.kind === 'error' && data.error.message).toBe('Page not found');
    await screenshot(page, 'not-found-desktop');
  });

  it('answers a failed validity check with the fatal 404 "Page Not Found: {path}", said in Persian', async () => {
    const page = await (await newContext(env.browser, { phone: true })).newPage();
    const res = await page.goto(`${env.baseUrl}/news/abc/x`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.locator('.site-header').count()).toBe(0);
    const body = await page.locator('body').innerText();
    expect(body).toContain('صفحه پیدا نشد');
    expect(body).not.toMatch(/[A-Za-z]/);
    expect(await page.title()).toBe('صفحه پیدا نشد | میدان');
    const data = await payload(env.baseUrl, '/news/abc/x');
    expect(data.kind === 'error' && data.error.message).toBe('Page Not Found: /news/abc/x');
    expect((await fetch(`${env.baseUrl}/news/999999/x`)).status).toBe(404);
    await screenshot(page, 'fatal-404-phone');
  });

  it('shows the 500 page when page data fails during client navigation', async () => {
    // Without the offline worker: once it controls the page it fetches page data itself, and a page's
    // routes never see those requests (see NO_WORKER).
    const context = await newContext(env.browser, NO_WORKER);
    const page = await context.newPage();
    await page.goto(env.baseUrl + '/', { waitUntil: 'networkidle' });
    await page.route('**/_payload.json?**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'boom' }));
    await page.click('.main-nav a[href="/news"]');
    await page.locator('.error-view--server-error').waitFor();
    expect(await page.locator('main').innerText()).toContain('Internal Server Error');
    await context.close();
  });

  it("shows the error page with a working retry when page data answers with the server's JSON error", async () => {
    const context = await newContext(env.browser, NO_WORKER);
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    await page.goto(env.baseUrl + '/', { waitUntil: 'networkidle' });
    // JSON, but not a page payload: a 503 with the server's `{ message }` and Fastify's own 500 shape.
    const failures = [
      { link: '/news', status: 503, body: { message: 'سرویس موقتاً در دسترس نیست' }, ready: '.pagination' },
      {
        link: '/gallery/photo',
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        ready: '.gallery-card__link',
      },
    ];
    for (const failure of failures) {
      let answered = 0;
      const payloadOf = (url: URL) => url.pathname === `${failure.link}/_payload.json`;
      await page.route(payloadOf, (route) => {
        answered += 1;
        return route.fulfill({ status: failure.status, contentType: 'application/json', body: JSON.stringify(failure.body) });
      });
      await page.click(`.main-nav a[href="${failure.link}"]`);
      await page.locator('.error-view--server-error').waitFor();
      expect(answered, failure.link).toBeGreaterThan(0);
      expect(await page.locator('.site-header').count()).toBe(1);
      expect(await page.locator('main').innerText()).toContain('خطای داخلی سرور');
      const retry = page.locator('.error-view button', { hasText: 'تلاش دوباره' });
      expect(await retry.isVisible()).toBe(true);
      if (failure.link === '/news') await screenshot(page, 'payload-error-retry-desktop');

      await page.unroute(payloadOf);
      await retry.click();
      await page.locator(failure.ready).first().waitFor();
      expect(await page.locator('.error-view').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(failure.link);
    }
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('explains a code chunk that fails twice within the reload guard and offers a reload that works', async () => {
    // Without the offline worker: once installed it serves the chunk from its own copy after the reload,
    // past the refusal below (the worker's copy is what a reader would get, and rightly so).
    const context = await newContext(env.browser, { phone: true, ...NO_WORKER });
    const page = await context.newPage();
    const file = readManifest()['src/features/league/LeagueTablePage.tsx']!.file;
    const chunk = (url: URL) => url.pathname === `/${file}`;
    let refused = 0;
    await page.goto(env.baseUrl + '/', { waitUntil: 'networkidle' });
    // Before hydration the click would load the table as a whole new page, without the chunk failing.
    await hydrated(page, `main a[href="${env.site.routes.leagueTable}"]`);
    await page.route(chunk, (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.click(`main a[href="${env.site.routes.leagueTable}"]`);
    const message = page.locator('.chunk-error');
    await message.waitFor();
    // The guard reloaded once, and the second failure inside its window stopped there instead of looping.
    expect(documents).toHaveLength(1);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(await message.innerText()).toContain('بخشی از این صفحه بارگذاری نشد');
    await screenshot(page, 'chunk-error-phone', false);

    await page.unroute(chunk);
    await page.locator('.chunk-error button', { hasText: 'بارگذاری دوباره' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.league-table').count()).toBeGreaterThan(0);
    expect(await page.locator('.chunk-error').count()).toBe(0);
    expect(documents).toHaveLength(2);
    await context.close();
  });

  it('redirects /n/{code} and a wrong slug with 301 to the canonical URL', async () => {
    const { article } = env.site;
    const canonical = publicPaths.newsArticle(article.id, article.slug);
    const short = await fetch(`${env.baseUrl}/n/${article.shortCode}`, { redirect: 'manual' });
    expect(short.status).toBe(301);
    expect(short.headers.get('location')).toBe(canonical);
    const wrong = await fetch(`${env.baseUrl}/news/${article.id}/wrong-slug`, { redirect: 'manual' });
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(canonical);
    const page = await (await newContext(env.browser)).newPage();
    await page.goto(`${env.baseUrl}/news/${article.id}/wrong-slug`);
    expect(new URL(page.url()).pathname).toBe(canonical);
  });
});
