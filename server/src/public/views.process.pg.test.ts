import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/compiled-server.js';
import { createTestDatabase } from '../testing/index.js';
import type { TestDatabase } from '../testing/test-database.js';
import { VISITOR_COOKIE } from './views.js';

/*
 * Real server processes on a PostgreSQL database: views acknowledged with a 204 are all counted, whether
 * the process is stopped with SIGTERM (it folds them before its pool closes) or killed outright (they
 * were stored before the 204, and the next process folds them).
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
let db: TestDatabase;
let newsId: number;

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: db.databaseUrl! });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}
const viewCount = async () =>
  Number((await query<{ view_count: number }>(`select view_count from news where id = ${newsId}`))[0].view_count);
const pending = async () => Number((await query<{ n: string }>('select count(*) as n from view_pending'))[0].n);

async function startServer(foldMs: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: db.databaseUrl!,
      DATA_DIR: db.dataDir,
      MEDIA_DIR: db.mediaDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      VIEW_FOLD_MS: String(foldMs),
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
      SITE_DIST: `${repoRoot}/public-site/dist`,
      ADMIN_DIST: `${repoRoot}/admin/dist`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return { child, exited, url, output: () => output };
}

/** Sends beacons from distinct readers, several at a time, and returns how many were acknowledged. */
async function sendBeacons(url: string, count: number, tag: string): Promise<number> {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${url}/api/public/news/${newsId}/view`, {
        method: 'POST',
        headers: { cookie: `${VISITOR_COOKIE}=${`${tag}-${i}`.padStart(22, '0')}` },
      }).then((r) => r.status),
    ),
  );
  expect(statuses.every((s) => s === 204)).toBe(true);
  return statuses.length;
}

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
  newsId = Number(
    (await query<{ id: number }>(`select id from news where status = 'published' and published_at <= now() order by id limit 1`))[0].id,
  );
}, 300_000);
afterAll(async () => db?.drop());

describe('acknowledged views across process ends', () => {
  it('SIGTERM: every acknowledged view is in view_count when the process has exited', async () => {
    // No periodic fold: only the one on close can have moved them.
    const server = await startServer(0);
    const before = await viewCount();
    const acknowledged = await sendBeacons(server.url, 40, 'term');
    expect(await pending()).toBe(acknowledged);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(await pending()).toBe(0);
    expect(await viewCount()).toBe(before + acknowledged);
  }, 180_000);

  it('kill -9: acknowledged views survive in the database and the next process counts them', async () => {
    const first = await startServer(0);
    const before = await viewCount();
    const acknowledged = await sendBeacons(first.url, 30, 'kill');
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(await pending()).toBe(acknowledged);

    const second = await startServer(200);
    const deadline = Date.now() + 20_000;
    while ((await viewCount()) !== before + acknowledged && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await viewCount()).toBe(before + acknowledged);
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 240_000);
});
