import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCompiledServer, spawnCompiledServer, waitHealthy, type ServerProcess } from './testing/compiled-server.js';
import { createTestDatabase } from './testing/index.js';
import type { TestDatabase } from './testing/test-database.js';

const PORT = 39111;
const origin = `http://127.0.0.1:${PORT}`;

let db: TestDatabase;
beforeAll(async () => {
  await ensureCompiledServer();
  db = await createTestDatabase({ seeded: true });
}, 180_000);
afterAll(async () => db?.drop());

interface LogLine {
  pid: number;
  msg: string;
  req?: { url: string };
}

const logLines = (server: ServerProcess): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

/** The process that took each request, read from the workers' request log lines. */
const pidsThatAnswered = (server: ServerProcess, tag: string) =>
  new Set(
    logLines(server)
      .filter((l) => l.msg === 'incoming request' && l.req?.url.includes(tag))
      .map((l) => l.pid),
  );

/** A request on a connection of its own: the cluster hands out connections, not requests. */
const request = (path: string) =>
  new Promise<number>((resolve, reject) => {
    get(`${origin}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

async function probe(server: ServerProcess, tag: string, count: number): Promise<Set<number>> {
  for (let i = 0; i < count; i++) expect(await request(`/api/health?probe=${tag}-${i}`)).toBe(200);
  return pidsThatAnswered(server, `probe=${tag}-`);
}

async function waitForLog(server: ServerProcess, match: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!logLines(server).some(match)) {
    if (Date.now() > deadline) throw new Error(`no such log line:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('answers from two worker processes on one port, replaces a crashed one, and stops them all on SIGTERM', async () => {
    const server = spawnCompiledServer({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: db.databaseUrl!,
      DATA_DIR: db.dataDir,
      MEDIA_DIR: db.mediaDir,
      PORT: String(PORT),
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'true',
    });
    try {
      await waitHealthy(origin, server);
      await waitForLog(server, (l) => l.pid === server.child.pid && l.msg === `2 workers listening on 127.0.0.1:${PORT}`);
      const workers = await probe(server, 'first', 6);
      expect(workers.size).toBe(2);
      expect(workers.has(server.child.pid!)).toBe(false);

      const [crashed, survivor] = [...workers];
      process.kill(crashed, 'SIGKILL');
      let now = new Set<number>();
      for (let round = 0; round < 100 && now.size < 2; round++) {
        await new Promise((r) => setTimeout(r, 300));
        now = await probe(server, `after-${round}`, 4);
      }
      expect(now.has(survivor)).toBe(true);
      expect(now.has(crashed)).toBe(false);
      expect(now.size).toBe(2);
      expect(logLines(server).some((l) => l.pid === server.child.pid && l.msg.startsWith('worker exited; starting a new one'))).toBe(true);

      // A page being rendered when SIGTERM arrives is still answered.
      const page = request('/?probe=in-flight');
      await waitForLog(server, (l) => l.msg === 'incoming request' && l.req?.url === '/?probe=in-flight');
      server.child.kill('SIGTERM');
      expect(await page).toBe(200);
      expect(await server.exited).toBe(0);
      for (const pid of now) expect(alive(pid)).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('gives up with exit code 1 when no worker can listen', async () => {
    // A port the system hands out, so it is free of everything but this listener.
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const takenPort = (taken.address() as AddressInfo).port;
    try {
      const server = spawnCompiledServer({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: db.databaseUrl!,
        DATA_DIR: db.dataDir,
        MEDIA_DIR: db.mediaDir,
        PORT: String(takenPort),
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('EADDRINUSE');
      expect(server.output()).toContain('a worker exited before the server was listening');
    } finally {
      taken.close();
    }
  });
});
