import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/index.js';
import { repoRoot } from '../testing/test-database.js';

/*
 * Pages are rendered on threads of their own (RENDER_THREADS), so a render's CPU time does not hold the
 * event loop every other request waits on. A small built site stands in for the real one: its render
 * says which thread it ran on, and stops its thread for `/crash`, as running out of memory would.
 */
const ENTRY = `
import { threadId } from 'node:worker_threads';
globalThis.siteEntryLoads = (globalThis.siteEntryLoads ?? 0) + 1;
export const PAGE_SOURCES = {};
export const serializeState = (state) => JSON.stringify({ url: state.url });
export async function render(state) {
  if (state.url === '/crash') process.exit(1);
  return '<main data-thread="' + threadId + '">' + state.url + '</main>';
}
`;

const sites: string[] = [];
const apps: TestApp[] = [];

function site(): string {
  const dir = mkdtempSync(join(repoRoot, 'public-site', 'node_modules', '.site-threads-'));
  sites.push(dir);
  mkdirSync(join(dir, 'client', '.vite'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--app-html--></body></html>');
  writeFileSync(join(dir, 'client', '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dir, 'server', 'entry-server.js'), ENTRY);
  return dir;
}

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const test = await createTestApp({ env: { SITE_DIST: site(), PAGE_CACHE_MB: '0', ...env } });
  apps.push(test);
  return test.app;
}

const threadOf = (html: string) => Number(/data-thread="(\d+)"/.exec(html)?.[1]);

afterAll(async () => {
  for (const test of apps) await test.close();
  for (const dir of sites) rmSync(dir, { recursive: true, force: true });
});

describe('render threads', () => {
  it('render pages away from the thread that answers requests, and in it with RENDER_THREADS=0', async () => {
    const threaded = await appWith({ RENDER_THREADS: '1' });
    const first = await threaded.inject('/news');
    expect(first.statusCode).toBe(200);
    expect(threadOf(first.body)).toBeGreaterThan(0);
    // The thread is kept: the next page is rendered on the same one.
    expect(threadOf((await threaded.inject('/')).body)).toBe(threadOf(first.body));
    // The site's code (React and every page, some 20 MB in the real build) is loaded there only.
    const loadsHere = () => (globalThis as { siteEntryLoads?: number }).siteEntryLoads ?? 0;
    expect(loadsHere()).toBe(0);

    const inline = await appWith({ RENDER_THREADS: '0' });
    const res = await inline.inject('/news');
    expect(res.statusCode).toBe(200);
    expect(threadOf(res.body)).toBe(0);
    expect(loadsHere()).toBe(1);
  });

  it('answer 503 with Retry-After when the thread stops under a render, and render the next page on a fresh one', async () => {
    const app = await appWith({ RENDER_THREADS: '1' });
    const before = threadOf((await app.inject('/news')).body);

    const crashed = await app.inject('/crash');
    expect(crashed.statusCode).toBe(503);
    expect(crashed.headers['retry-after']).toMatch(/^\d+$/);
    expect(crashed.headers['cache-control']).toBe('no-store');

    const after = await app.inject('/news');
    expect(after.statusCode).toBe(200);
    expect(threadOf(after.body)).toBeGreaterThan(0);
    expect(threadOf(after.body)).not.toBe(before);
    // The JSON API never depended on the thread.
    expect((await app.inject('/api/ping')).statusCode).toBe(200);
  });
});
