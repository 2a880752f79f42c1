import { describe, expect, it } from 'vitest';
import { newContext } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

/** Publishes a news item now through the back office's API, as an editor would. */
async function publishNews(baseUrl: string, title: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@meydan.example', password: 'Meydan-Admin-1404' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const media = await fetch(`${baseUrl}/api/admin/media?filter=${encodeURIComponent('{"kind":"image"}')}&range=[0,0]`, {
    headers: { cookie },
  });
  const [cover] = (await media.json()) as { id: number }[];
  const created = await fetch(`${baseUrl}/api/admin/news`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      body: '<p>متن خبر تازه</p>',
      status: 'published',
      publishedAt: new Date(Date.now() - 1_000).toISOString(),
      cover: cover.id,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
}

describe('in-app navigation after a publication', () => {
  it('shows a story published a moment ago when the reader follows a link to the list they already saw', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + '/news', { waitUntil: 'networkidle' });
    const title = `خبر همین حالا ${Date.now()}`;
    await publishNews(env.baseUrl, title);

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
});
