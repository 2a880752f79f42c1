import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

/**
 * Search result pages repeat what the site's own pages show, for any text a visitor types: kept out of
 * search engines' indexes, and out of their crawl.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ROBOTS_META = '<meta name="robots" content="noindex">';

describe('search result pages', () => {
  it('say noindex in the HTML and in an X-Robots-Tag header, served fresh and from the page cache', async () => {
    for (const url of ['/search?q=%D9%81%D9%88%D8%AA%D8%A8%D8%A7%D9%84', '/search?q=%D9%81%D9%88%D8%AA%D8%A8%D8%A7%D9%84', '/search']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain(ROBOTS_META);
    }
  });

  it('leave the other pages indexable', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).not.toContain('name="robots"');
  });

  it('are disallowed in robots.txt', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.body.split('\n')).toContain('Disallow: /search');
  });
});
