import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEWPORT, HOME_VIEWPORT } from '@meydan/shared-types/constants';
import { newContext } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

describe('client-side navigation', () => {
  it('moves between pages with payload requests only, never a full reload', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + '/', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    const documents: string[] = [];
    const payloads: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
      if (r.url().includes('/_payload.json?')) payloads.push(r.url());
    });

    await page.click(`main a[href="${env.site.routes.newsArticle}"]`);
    await page.waitForURL(`**${env.site.routes.newsArticle}`);
    await page.locator('h1.article__title').waitFor();
    expect(await page.getAttribute('meta[name="viewport"]', 'content')).toBe(DEFAULT_VIEWPORT);
    expect(await page.title()).toContain(env.site.articleData.news.title.slice(0, 10));

    await page.click('.main-nav a[href="/news"]');
    await page.locator('.pagination').waitFor();
    await page.goBack();
    await page.locator('h1.article__title').waitFor();
    await page.click('.brand');
    await page.locator('.hero').waitFor();
    expect(await page.getAttribute('meta[name="viewport"]', 'content')).toBe(HOME_VIEWPORT);

    expect(documents).toEqual([]);
    expect(payloads.length).toBeGreaterThanOrEqual(2);
    expect(payloads.every((u) => /_payload\.json\?(.*&)?[\w.-]+$/.test(u))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await context.close();
  });

  it('asks for nothing the server already sent when a page loads', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_payload.json') || r.url().includes('/api/auth/')) asked.push(r.url());
    });
    await page.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'networkidle' });
    await page.locator('h1.article__title').waitFor();
    // Hydrated from the page's own state: no payload request, and no sign-in check for a visitor.
    expect(asked).toEqual([]);
    await context.close();
  });

  it('remembers the Gregorian calendar across a full reload', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.newsArticle);
    const jalali = await page.locator('.article__meta time').innerText();
    await page.click('button:has-text("میلادی")');
    const gregorian = await page.locator('.article__meta time').innerText();
    expect(gregorian).not.toBe(jalali);
    await page.reload();
    expect(await page.locator('.article__meta time').innerText()).toBe(gregorian);
    await context.close();
  });
});
