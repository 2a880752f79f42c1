import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { THEME_SCRIPT } from '@meydan/shared-types/client';
import type { NewsCard } from '@meydan/shared-types/schemas';
import { createTestApp } from '../testing/index.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let built = false;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  built = existsSync(join(app.config.siteDist, 'server', 'entry-server.js'));
});
afterAll(async () => close?.());

const article = async () => (await app.inject('/api/public/news')).json<{ items: NewsCard[] }>().items[0];

describe('server rendering', () => {
  it('answers 503 "site not built" without a build, and renders pages with one', async () => {
    const res = await app.inject('/');
    if (!built) {
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('site not built');
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="fa" dir="rtl">');
    expect(res.body).toContain('<meta name="viewport" content="width=1200">');
    expect(res.body).toContain('id="__MEYDAN_STATE__"');
    expect(res.body).toContain(`"buildId":"${app.buildId}"`);
  });

  it('renders an article with its head: title, canonical, Open Graph, Twitter and JSON-LD', async () => {
    if (!built) return;
    const item = await article();
    const path = `/news/${item.id}/${encodeURIComponent(item.slug)}`;
    const res = await app.inject(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<title>[^<]+\| [^<]+<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${app.config.publicUrl}${path}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('property="og:image"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300, stale-if-error=86400');
    expect(res.headers.etag).toBeTruthy();
  });

  it('opens every page with the theme script, ahead of the stylesheet and the app, allowed by its hash alone', async () => {
    if (!built) return;
    for (const path of ['/', '/news', '/no-such-page']) {
      const res = await app.inject(path);
      const html = res.body;
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline, path).toEqual([THEME_SCRIPT]);
      const at = html.indexOf('<script>');
      expect(at).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
      expect(at).toBeLessThan(html.indexOf('<script type="module"'));
      const hash = createHash('sha256').update(inline[0]).digest('base64');
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(policy).not.toContain('unsafe-inline');
    }
    // The back office has no inline script to allow.
    expect((await app.inject('/admin')).headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('gives each failure the status of the page it shows', async () => {
    if (!built) return;
    const item = await article();
    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page not found');
    expect(unknown.body).toContain('<title>صفحه پیدا نشد | میدان</title>');
    const invalid = await app.inject('/news/abc/x');
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain('Page Not Found: /news/abc/x');
    const wrongSlug = await app.inject(`/news/${item.id}/wrong`);
    expect(wrongSlug.statusCode).toBe(301);
    expect(wrongSlug.headers.location).toBe(`/news/${item.id}/${encodeURIComponent(item.slug)}`);
    const short = await app.inject(`/n/${item.shortCode}`);
    expect(short.statusCode).toBe(301);
    expect(short.headers.location).toBe(`/news/${item.id}/${encodeURIComponent(item.slug)}`);
    expect((await app.inject('/api/no-such-endpoint')).headers['content-type']).toContain('json');
  });

  it('serves hashed assets with immutable caching', async () => {
    if (!built) return;
    const html = (await app.inject('/about')).body;
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const res = await app.inject(script!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 500 with the error page when the database fails', async () => {
    if (!built) return;
    const failing = await createTestApp();
    try {
      await failing.app.orm.close(true);
      const res = await failing.app.inject('/news');
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Internal Server Error');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await failing.close().catch(() => undefined);
    }
  });
});
