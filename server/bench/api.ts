import autocannon, { type Result } from 'autocannon';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createStorage } from '../src/storage/index.js';
import { BENCH_SERVER_URL, prepareBenchDatabase } from './bench-database.js';
import { table, toRouteResult, type RouteResult } from './report.js';
import { startServerProcess } from './server-process.js';

/*
 * pnpm bench:api [--reuse] [--duration 10] [--connections 50]
 * Seeds the large demo set into its own PostgreSQL database, starts the production server in a child
 * process and measures the public read paths against a hello-world baseline.
 */
const { values } = parseArgs({
  options: { reuse: { type: 'boolean' }, duration: { type: 'string' }, connections: { type: 'string' }, port: { type: 'string' } },
});
const duration = Number(values.duration ?? 10);
const connections = Number(values.connections ?? 50);
const port = Number(values.port ?? 3917);
const dataDir = join(tmpdir(), 'meydan-bench');

const TARGETS = { newsListRatio: 0.25, p99Ms: 50 };

function load(url: string, seconds: number): Promise<Result> {
  return autocannon({ url, connections, duration: seconds, pipelining: 1 });
}

async function latestNewsId(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select id from news where status = 'published' and published_at <= now() order by published_at desc limit 1`,
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function main() {
  const started = Date.now();
  // The server process below inherits this environment, so the seed writes where it will read (MEDIA_STORAGE…).
  const storage = createStorage(loadConfig({ ...process.env, DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media') }));
  const { url, seedMs } = await prepareBenchDatabase(BENCH_SERVER_URL, 'meydan_bench', dataDir, storage, values.reuse === true).finally(
    () => storage.close?.(),
  );
  process.stderr.write(
    seedMs === null ? 'Reusing the large seed in meydan_bench.\n' : `Seeded the large set in ${(seedMs / 1000).toFixed(1)} s.\n`,
  );
  const logFile = join(dataDir, 'server.log');
  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media') }, port, logFile);
  try {
    const { buildId } = (await (await fetch(`${server.origin}/builds/latest.json`)).json()) as { buildId: string };
    const newsId = await latestNewsId(url);
    const routes: [string, string][] = [
      ['ping (hello world)', '/api/ping'],
      ['news list', '/api/public/news'],
      ['news item', `/api/public/news/${newsId}`],
      ['home payload', `/_payload.json?${buildId}`],
    ];
    const results: RouteResult[] = [];
    let ping = 0;
    for (const [route, path] of routes) {
      process.stderr.write(`${route}: warm-up…\n`);
      await load(`${server.origin}${path}`, 2);
      process.stderr.write(`${route}: ${duration} s with ${connections} connections…\n`);
      const r = await load(`${server.origin}${path}`, duration);
      if (path === '/api/ping') ping = r.requests.average;
      results.push(toRouteResult(route, path, r, ping));
    }
    const list = results[1];
    const verdict = {
      newsListRatio: list.ratioToPing >= TARGETS.newsListRatio,
      noErrors: results.every((r) => r.errors === 0 && r.non2xx === 0),
      p99: results.every((r) => r.p99Ms <= TARGETS.p99Ms),
    };
    const serverErrors = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l)).length;
    process.stdout.write(`\n${table(results)}\n\nserver error log lines: ${serverErrors} (${logFile})\n\n`);
    process.stdout.write(
      `${JSON.stringify({ seedMs, connections, durationS: duration, results, serverErrors, targets: TARGETS, verdict }, null, 2)}\n`,
    );
    process.stderr.write(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:api failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
