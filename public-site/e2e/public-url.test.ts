import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestApp } from '@meydan/server/testing';
import { launch, newContext } from './browser';
import { discoverRoutes } from './site-data';

/** The site's configured address, unlike the 127.0.0.1 the browser reaches the test server by. */
const PUBLIC_URL = 'http://meydan.example';

let server: TestApp & { url: string };
let browser: Browser;
let routes: Awaited<ReturnType<typeof discoverRoutes>>['routes'];

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  browser = await launch();
  ({ routes } = await discoverRoutes(server.url));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const headUrls = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  }));

describe('the public address in links to the site', () => {
  it('keeps canonical and og:url on the configured address after hydration and after moving to another page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url + routes.newsList, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.querySelector('#root')?.hasChildNodes());
    expect(await headUrls(page)).toEqual({ canonical: `${PUBLIC_URL}/news`, ogUrl: `${PUBLIC_URL}/news` });

    await page.locator(`a[href="${routes.newsArticle}"]`).first().click();
    await page.waitForURL((url) => url.pathname === routes.newsArticle);
    await page.waitForFunction(
      (path) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(path),
      routes.newsArticle,
    );
    const article = `${PUBLIC_URL}${routes.newsArticle}`;
    expect(await headUrls(page)).toEqual({ canonical: article, ogUrl: article });
    await context.close();
  });

  it("gives the back office's short link on the configured address", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await page.fill('input[name="email"]', 'editor@meydan.example');
    await page.fill('input[name="password"]', 'Meydan-Editor-1404');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/?$/);
    const news = await page.evaluate(async () => (await (await fetch('/api/admin/news?range=[0,0]')).json()) as { id: number }[]);
    await page.goto(`${server.url}/admin/news/${news[0].id}/edit`);
    const link = page.locator('[data-testid="short-link"]');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(new RegExp(`^${PUBLIC_URL}/n/[A-Za-z0-9]+$`));
    await context.close();
  });
});
