import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the installable site’s files', () => {
  it('serves the service worker at /sw.js, never stored, under the public policy, with this build id in it', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain(`meydan-`);
    expect(res.body).toContain(t.app.buildId);
    expect(res.body).not.toContain('__MEYDAN_BUILD_ID__');
  });

  it('serves the manifest and its icons with their types, kept a day', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('public, max-age=86400');
    for (const { src } of (manifest.json() as { icons: { src: string }[] }).icons) {
      const icon = await get(src);
      expect(icon.statusCode, src).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
    }
  });

  it('answers an icon that does not exist with a Persian 404, never a page', async () => {
    for (const url of ['/icons/other.png', '/icons/..%2Fsw.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('این نماد وجود ندارد.');
    }
  });
});
