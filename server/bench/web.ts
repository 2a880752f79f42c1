import { publicPaths } from '@meydan/shared-types/public';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { createStorage } from '../src/storage/index.js';
import { BENCH_SERVER_URL, prepareBenchDatabase } from './bench-database.js';
import { longTail, pagePaths, type LongTail } from './bench-paths.js';
import { SEARCH_QUERIES } from './search-queries.js';
import { load as runLoad, loadClient, type LoadResult, type Target } from './load.js';
import { frontAvailable, frontPass, frontTable } from './front.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { markdownTable, PING_ALONE, toRun, verdicts, withPingRatios, type Pass, type ServerMetrics, type WebRun } from './web-report.js';

/*
 * node --import tsx bench/web.ts [--reuse] [--duration 10] [--database meydan_bench] [--port 3917] [--no-front]
 * (run by `pnpm bench:web`, before Lighthouse)
 * The public site over HTTP on the large set in PostgreSQL: a bare Fastify hello-world in its own
 * process, then the production server with /api/ping and every kind of public page, at 10 and 50
 * connections asking for Brotli; once warm, once with the page cache off (PAGE_CACHE_MB=0) and the
 * article varied over 1,000 items, so every request is a miss. The server reports its event-loop delay
 * and memory after each run (BENCH_METRICS=1). Last, the same pages through Varnish against nginx
 * serving them as files (bench/front.ts).
 */
const { values } = parseArgs({
  options: {
    reuse: { type: 'boolean' },
    duration: { type: 'string' },
    port: { type: 'string' },
    database: { type: 'string' },
    'no-front': { type: 'boolean' },
  },
});
const duration = Number(values.duration ?? 10);
const port = Number(values.port ?? 3917);
const database = values.database ?? 'meydan_bench';
const CONNECTIONS = [10, 50];
const MISS_ARTICLES = 1_000;
const SEARCHES = SEARCH_QUERIES.map((q) => publicPaths.search(q));
const HEADERS = { 'accept-encoding': 'br' };
const dataDir = join(tmpdir(), 'meydan-bench');
const log = (line: string) => process.stderr.write(`${line}\n`);

function load(origin: string, target: Target, connections: number, seconds: number): Promise<LoadResult> {
  return runLoad(origin, target, { connections, seconds, headers: HEADERS });
}

async function metrics(origin: string): Promise<ServerMetrics> {
  return (await (await fetch(`${origin}/api/_bench/metrics`)).json()) as ServerMetrics;
}

async function measure(
  pass: Pass,
  origin: string,
  route: string,
  target: Target,
  connections: number,
  withMetrics = true,
): Promise<WebRun> {
  log(`${pass} ${route} @${connections}…`);
  await load(origin, target, connections, 2);
  if (withMetrics) await metrics(origin);
  const result = await load(origin, target, connections, duration);
  return toRun(
    pass,
    route,
    typeof target === 'string' ? target : `${target[0]} (+${target.length - 1} more)`,
    connections,
    result,
    withMetrics ? await metrics(origin) : null,
  );
}

async function helloWorld(): Promise<WebRun[]> {
  const helloPort = port + 1;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world.ts', String(helloPort)], {
    cwd: join(import.meta.dirname, '..'),
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${helloPort}`;
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(origin)).ok) break;
      } catch {
        if (tries > 200) throw new Error('the hello-world server did not start');
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const runs: WebRun[] = [];
    for (const c of CONNECTIONS) runs.push(await measure('baseline', origin, 'hello world (bare Fastify)', '/', c, false));
    return runs;
  } finally {
    child.kill('SIGTERM');
  }
}

async function appPass(pass: Pass, url: string, env: Record<string, string>): Promise<{ runs: WebRun[]; peakRssMb: number }> {
  const server: ServerProcess = await startServerProcess(
    { DATABASE_URL: url, DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media'), BENCH_METRICS: '1', WEB_CONCURRENCY: '1', ...env },
    port,
    join(dataDir, `server-${pass}.log`),
  );
  try {
    const pages = await pagePaths(server.origin);
    const tail: LongTail | null = pass === 'miss' ? await longTail(url, MISS_ARTICLES) : null;
    const articles = tail?.article ?? [];
    const runs: WebRun[] = [];
    const ping = async () => {
      for (const c of CONNECTIONS) runs.push(await measure(pass, server.origin, '/api/ping', '/api/ping', c));
    };
    const targets = pages.map(([route, path]): [string, Target] => [route, pass === 'miss' && route === 'article' ? articles : path]);
    // A fresh process compiles its hot paths in its first seconds: let it settle before anything counts.
    await load(server.origin, '/api/ping', CONNECTIONS[0], 5);
    // Ping alone first, as the bare hello-world process answers only its one route.
    for (const c of CONNECTIONS) runs.push(await measure(pass, server.origin, PING_ALONE, '/api/ping', c));
    /*
     * Then every route once: the code ping shares with the pages (hooks, replies) is compiled for all
     * of them from here on, and ping measured in that state answers ~25 % fewer requests than alone.
     * /api/ping before and after the pages: the ratios use a baseline taken in the same conditions.
     */
    for (const [, target] of targets) await load(server.origin, target, CONNECTIONS[0], 1);
    await load(server.origin, SEARCHES, CONNECTIONS[0], 1);
    await ping();
    for (const [route, target] of targets) {
      for (const c of CONNECTIONS)
        runs.push(
          await measure(pass, server.origin, route === 'article' && pass === 'miss' ? `article (×${articles.length})` : route, target, c),
        );
    }
    /*
     * Each pooled connection plans a search statement of each shape (a walk or the index per read) on
     * its first five runs and keeps one plan from then on: ten shapes on ten connections take a few
     * hundred searches, which a running server has long behind it. Measured from there.
     */
    await load(server.origin, SEARCHES, CONNECTIONS[0], 5);
    for (const c of CONNECTIONS) runs.push(await measure(pass, server.origin, `search (×${SEARCHES.length} queries)`, SEARCHES, c));
    // The long tail beside the head: tags, teams and games spread over their whole tables, and the newest articles.
    if (tail)
      for (const [kind, paths] of [
        ['article, newest', tail.newest],
        ['tag', tail.tag],
        ['team', tail.team],
        ['game', tail.game],
      ] as const)
        for (const c of CONNECTIONS) runs.push(await measure(pass, server.origin, `${kind} (×${paths.length})`, paths, c));
    await ping();
    return { runs, peakRssMb: (await metrics(server.origin)).peakRssMb };
  } finally {
    await server.stop();
  }
}

async function main() {
  const started = Date.now();
  // The server processes inherit this environment, so the seed writes where they will read (MEDIA_STORAGE…).
  const storage = createStorage(loadConfig({ ...process.env, DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media') }));
  const { url, seedMs } = await prepareBenchDatabase(BENCH_SERVER_URL, database, dataDir, storage, values.reuse === true).finally(() =>
    storage.close?.(),
  );
  log(
    seedMs === null
      ? `Reusing the large seed in ${database}.`
      : `Seeded the large set into ${database} in ${(seedMs / 1000).toFixed(1)} s.`,
  );

  log(`Load from ${loadClient}.`);
  const hello = await helloWorld();
  const warm = await appPass('warm', url, {});
  const miss = await appPass('miss', url, { PAGE_CACHE_MB: '0' });
  const all = [...hello, ...warm.runs, ...miss.runs];
  const pingOf = (pass: Pass, c: number, route = '/api/ping') => {
    const pings = all.filter((r) => r.pass === pass && r.route === route && r.connections === c).map((r) => r.reqPerSec);
    return pings.length ? pings.reduce((a, b) => a + b, 0) / pings.length : null;
  };
  // Through Varnish, against nginx serving the same pages as files (skipped where either is missing).
  const front =
    frontAvailable() && values['no-front'] !== true
      ? await frontPass(
          url,
          { DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media'), WEB_CONCURRENCY: '1' },
          CONNECTIONS,
          duration,
          join(dataDir, 'server-front.log'),
        )
      : null;
  const runs = withPingRatios(all, pingOf);
  const peakRssMb = Math.max(warm.peakRssMb, miss.peakRssMb);
  const checks = verdicts(runs, peakRssMb);
  process.stdout.write(`\n${markdownTable(runs)}\n\n`);
  if (front) process.stdout.write(`${frontTable(front)}\n\n`);
  else log(values['no-front'] ? 'No pass through Varnish (--no-front).' : 'Varnish or nginx is not installed: no pass through Varnish.');
  for (const v of checks)
    process.stdout.write(`${v.pass ? 'PASS' : 'FAIL'}  ${v.target}${v.failing.length ? `: ${v.failing.join(', ')}` : ''}\n`);
  process.stdout.write(
    `\n${JSON.stringify({ client: loadClient, seedMs, durationS: duration, connections: CONNECTIONS, peakRssMb, runs, front, verdicts: checks }, null, 2)}\n`,
  );
  log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s; server logs in ${dataDir}.`);
  if (checks.some((v) => !v.pass)) process.exitCode = 2;
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:web failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
