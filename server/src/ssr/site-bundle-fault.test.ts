import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/index.js';
import { repoRoot } from '../testing/test-database.js';

/*
 * A build that is there but cannot be loaded (written halfway, or replaced while the server runs) is a
 * passing fault: every page answers 503 with Retry-After, and the next request after the build is whole
 * renders again, without a restart. Before, the first failure was kept and every page answered 500.
 */
const realSite = join(repoRoot, 'public-site', 'dist');
const built = existsSync(join(realSite, 'server', 'entry-server.js'));
// Inside public-site, so that the copied bundle resolves react and the rest from its node_modules.
const site = mkdtempSync(join(repoRoot, 'public-site', 'node_modules', '.site-fault-'));

let app: FastifyInstance;
let close: () => Promise<void>;

function writeBrokenSite() {
  mkdirSync(join(site, 'client', '.vite'), { recursive: true });
  mkdirSync(join(site, 'server'), { recursive: true });
  writeFileSync(join(site, 'client', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--app-html--></body></html>');
  writeFileSync(join(site, 'client', '.vite', 'manifest.json'), '{}');
  writeFileSync(join(site, 'server', 'entry-server.js'), "throw new Error('the bundle is half written');\n");
}

beforeAll(async () => {
  writeBrokenSite();
  ({ app, close } = await createTestApp({ env: { SITE_DIST: site } }));
});
afterAll(async () => {
  await close?.();
  rmSync(site, { recursive: true, force: true });
});

describe('a built site that cannot be loaded', () => {
  it('answers every page 503 with Retry-After and a Persian page, and the JSON API keeps answering', async () => {
    for (const path of ['/', '/news', `/search?q=${encodeURIComponent('پرسپولیس')}`]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(503);
      expect(res.headers['retry-after'], path).toMatch(/^\d+$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<html lang="fa" dir="rtl">');
      expect(res.body).toContain('سایت موقتاً در دسترس نیست');
    }
    expect((await app.inject('/api/public/news')).statusCode).toBe(200);
  });

  it('renders again once the build is whole, without a restart', async () => {
    expect((await app.inject('/')).statusCode).toBe(503);
    if (!built) return; // without a real build there is nothing whole to put in its place
    rmSync(join(site, 'client'), { recursive: true });
    rmSync(join(site, 'server'), { recursive: true });
    cpSync(realSite, site, { recursive: true });
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="__MEYDAN_STATE__"');
  });
});
