import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/index.js';
import { repoRoot } from '../testing/test-database.js';

/*
 * A build that is there but cannot be loaded (files still being written, or code that fails to load) is
 * a fault of the moment: pages answer 503 with Retry-After, never 500, and the load is tried again on
 * the next request. Before, the first failure was kept and every page answered 500 until a restart.
 */
const realSite = join(repoRoot, 'public-site', 'dist');
const built = existsSync(join(realSite, 'server', 'entry-server.js'));
const sites: string[] = [];
const apps: TestApp[] = [];

/** A site directory inside public-site, so that a copied bundle resolves react and the rest from its node_modules. */
function siteDir(): string {
  const dir = mkdtempSync(join(repoRoot, 'public-site', 'node_modules', '.site-fault-'));
  sites.push(dir);
  return dir;
}

async function appFor(site: string): Promise<FastifyInstance> {
  const test = await createTestApp({ env: { SITE_DIST: site } });
  apps.push(test);
  return test.app;
}

async function expectUnavailable(app: FastifyInstance, path: string) {
  const res = await app.inject(path);
  expect(res.statusCode, path).toBe(503);
  expect(res.headers['retry-after'], path).toMatch(/^\d+$/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('<html lang="fa" dir="rtl">');
  expect(res.body).toContain('سایت موقتاً در دسترس نیست');
}

afterAll(async () => {
  for (const test of apps) await test.close();
  for (const dir of sites) rmSync(dir, { recursive: true, force: true });
});

describe('a built site that cannot be loaded', () => {
  it('answers every page 503 with Retry-After and a Persian page when its code fails to load, and the JSON API keeps answering', async () => {
    const site = siteDir();
    mkdirSync(join(site, 'client', '.vite'), { recursive: true });
    mkdirSync(join(site, 'server'), { recursive: true });
    writeFileSync(
      join(site, 'client', 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><!--app-html--></body></html>',
    );
    writeFileSync(join(site, 'client', '.vite', 'manifest.json'), '{}');
    writeFileSync(join(site, 'server', 'entry-server.js'), "throw new Error('the bundle is broken');\n");
    const app = await appFor(site);
    for (const path of ['/', '/news', `/search?q=${encodeURIComponent('پرسپولیس')}`, '/']) await expectUnavailable(app, path);
    expect((await app.inject('/api/public/news')).statusCode).toBe(200);
  });

  it('answers 503 while the build is still being written, and renders once it is whole, without a restart', async () => {
    const site = siteDir();
    const manifest = join('client', '.vite', 'manifest.json');
    mkdirSync(join(site, 'client', '.vite'), { recursive: true });
    mkdirSync(join(site, 'server'), { recursive: true });
    writeFileSync(join(site, 'client', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(site, 'server', 'entry-server.js'), '');
    // The manifest cut off halfway, as a copy in progress leaves it.
    const whole = built ? readFileSync(join(realSite, manifest), 'utf8') : '{"index.html": {"file": "assets/index.js"}}';
    writeFileSync(join(site, manifest), whole.slice(0, Math.floor(whole.length / 2)));
    const app = await appFor(site);
    await expectUnavailable(app, '/');
    await expectUnavailable(app, '/news');
    if (!built) return; // without a real build there is nothing whole to put in its place
    cpSync(realSite, site, { recursive: true });
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="__MEYDAN_STATE__"');
    // The recovered site renders for each reader: the list's dates follow the calendar cookie.
    const firstDate = async (cookie?: string) =>
      /<time[^>]*>([^<]+)<\/time>/.exec((await app.inject({ url: '/news', headers: cookie ? { cookie } : {} })).body)?.[1];
    const jalali = await firstDate();
    expect(jalali).toBeTruthy();
    expect(await firstDate('meydan_calendar=gregorian')).not.toBe(jalali);
  });
});
