import type { NewsCard } from '@meydan/shared-types/schemas';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseRefusal } from './cluster-primary.js';
import { ensureCompiledServer, spawnCompiledServer, waitHealthy } from './testing/compiled-server.js';
import { createTestDatabase } from './testing/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'meydan-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeAll(ensureCompiledServer, 180_000);

const origin = (port: number) => `http://127.0.0.1:${port}`;
const embedded = (port: number, env: Record<string, string> = {}) =>
  spawnCompiledServer({ DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), ...env });

describe('the compiled server on plain node', () => {
  it('answers its health check and renders a public page, with the production build of React', async () => {
    const db = await createTestDatabase({ seeded: true });
    // NODE_DEBUG=module names every CommonJS file loaded ("load …"): React picks its build from NODE_ENV
    // when index.js requires one of them.
    const server = spawnCompiledServer({
      DATABASE_URL: db.databaseUrl ?? '',
      DATA_DIR: db.dataDir,
      MEDIA_DIR: db.mediaDir,
      PORT: '39103',
      NODE_DEBUG: 'module',
    });
    try {
      await waitHealthy(origin(39103), server);
      const health = await fetch(`${origin(39103)}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: db.databaseUrl ? 'postgresql' : 'pglite' });

      const { items } = (await (await fetch(`${origin(39103)}/api/public/news`)).json()) as { items: NewsCard[] };
      const page = await fetch(`${origin(39103)}/news/${items[0].id}/${encodeURIComponent(items[0].slug)}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="fa" dir="rtl">');
      expect(html).toContain(items[0].title.replaceAll('&', '&amp;').replaceAll('"', '&quot;'));

      const loaded = server.output().matchAll(/ load "[^"]*\/(react[-\w.]*\.(?:development|production)\.js)"/g);
      const reactFiles = new Set([...loaded].map((m) => m[1]));
      expect([...reactFiles].filter((f) => f.includes('.development.'))).toEqual([]);
      expect(reactFiles).toContain('react-dom-server.node.production.js');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
    }
  });

  it('holds a burst of new connections in a listen backlog of LISTEN_BACKLOG, not Node’s 511', async () => {
    // Past a full backlog the kernel drops a new connection's SYN and its client waits a second or
    // three to retry: under a flood of reconnecting clients, readers' misses took 3–4 s that way.
    const server = embedded(39105, { LISTEN_BACKLOG: '3000' });
    try {
      await waitHealthy(origin(39105), server);
      // For a listening socket, ss reports the backlog as Send-Q; Linux caps it at net.core.somaxconn.
      const [, , backlog] = execFileSync('ss', ['-Hltn', 'sport = :39105'], { encoding: 'utf8' }).trim().split(/\s+/);
      const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
      expect(Number(backlog)).toBe(Math.min(3000, somaxconn));
      expect(Number(backlog)).toBeGreaterThan(511);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses WEB_CONCURRENCY above 1 on the embedded database, saying what to set', async () => {
    const server = embedded(39104, { WEB_CONCURRENCY: '2' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(embeddedDatabaseRefusal(2));
  });
});

describe('the server process on the embedded database', () => {
  it('refuses a second process on the same data directory, and exits cleanly on SIGTERM', async () => {
    const first = embedded(39101);
    await waitHealthy(origin(39101), first);

    const second = embedded(39102);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    const slow = fetch(`${origin(39101)}/api/health`).then((r) => r.status);
    first.child.kill('SIGTERM');
    expect(await slow).toBe(200);
    expect(await first.exited).toBe(0);
  });
});
