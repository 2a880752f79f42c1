import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

/* With the page cache off (PAGE_CACHE_MB=0, e.g. behind a CDN), every page is rendered anew. */
let t: TestApp;
const statements: string[] = [];

// Statements reach the database through knex, or as named prepared statements straight through pg's client.
const query = pg.Client.prototype.query;
beforeAll(async () => {
  t = await createTestApp({ env: { PAGE_CACHE_MB: '0' } });
  t.app.orm.em.getKnex().on('query', (q: { sql: string }) => statements.push(q.sql));
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (typeof config === 'object' && config !== null && 'name' in config && 'text' in config) statements.push(String(config.text));
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
}, 300_000);
afterAll(() => {
  pg.Client.prototype.query = query;
  return t?.close();
});

describe('the page cache turned off', () => {
  it('renders every page anew but loads the header and footer data once', async () => {
    expect((await t.app.inject('/news')).statusCode).toBe(200);
    const renders = t.app.pageCache.cache.stats.renders;
    statements.length = 0;
    for (const url of ['/news', '/news', '/', '/api/public/layout']) expect((await t.app.inject(url)).statusCode).toBe(200);
    // Each page was rendered again (HTML and payload)…
    expect(t.app.pageCache.cache.stats.renders - renders).toBeGreaterThanOrEqual(3);
    expect(statements.some((s) => /from "?news"?/.test(s))).toBe(true);
    // …while the sports and leagues of the header were not read again.
    expect(statements.filter((s) => s.includes('from sport where is_active'))).toEqual([]);
  });
});
