import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { publicPaths } from '@meydan/shared-types';
import { newContext, screenshot } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

describe('errors and redirects', () => {
  it('answers an unmatched path with 404 and "Page not found" inside the layout', async () => {
    const page = await (await newContext(env.browser)).newPage();
    const res = await page.goto(`${env.baseUrl}/no-such-page`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.locator('.site-header').count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('Page not found');
    await screenshot(page, 'not-found-desktop');
  });

  it('answers a failed validity check with the fatal 404 "Page Not Found: {path}"', async () => {
    const page = await (await newContext(env.browser, { phone: true })).newPage();
    const res = await page.goto(`${env.baseUrl}/news/abc/x`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('body').innerText()).toContain('Page Not Found: /news/abc/x');
    expect((await fetch(`${env.baseUrl}/news/999999/x`)).status).toBe(404);
    await screenshot(page, 'fatal-404-phone');
  });

  it('shows the 500 page when page data fails during client navigation', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + '/', { waitUntil: 'networkidle' });
    await page.route('**/_payload.json?**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: 'boom' }));
    await page.click('.main-nav a[href="/news"]');
    await page.locator('.error-view--server-error').waitFor();
    expect(await page.locator('main').innerText()).toContain('Internal Server Error');
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
