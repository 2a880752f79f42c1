import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { withAdminClient } from '../src/db/pg-admin.js';
import { DEMO_LOGINS } from '../src/seeders/demo.js';
import { createStorage } from '../src/storage/index.js';
import { BENCH_SERVER_URL, prepareBenchDatabase } from './bench-database.js';
import { missArticles, pagePaths } from './bench-paths.js';
import { load } from './load.js';
import { startServerProcess } from './server-process.js';
import {
  ATTACKS,
  readerRows,
  statusList,
  summarize,
  table,
  TARGETS,
  verdicts,
  type HostilePlan,
  type ReaderPlan,
  type ReaderTallies,
  type TallyJson,
} from './siege-report.js';

/*
 * pnpm bench:siege [--duration 60] [--quiet 20] [--port 3919] [--database meydan_bench]
 * One production server process on the large set (seeded by `pnpm bench:web` into meydan_bench, reused;
 * seeded here when missing), behind a trusted proxy (TRUST_PROXY=127.0.0.1, so forwarded addresses count
 * as clients). A well-behaved reader (its own process) asks for cached pages, article misses over the
 * whole set and /api/ping, alone for `--quiet` seconds, then for `--duration` seconds while an attacker
 * (another process) runs the hostile mix of siege-hostile.ts. Prints the reader's figures in both
 * phases, what each attack got, the server's peak RSS and CPU, and a verdict (exit code 2 on a miss).
 */
const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    quiet: { type: 'string' },
    port: { type: 'string' },
    database: { type: 'string' },
    'bust-rate': { type: 'string' },
    'login-rate': { type: 'string' },
    attacks: { type: 'string' },
  },
});
const siegeS = Number(values.duration ?? 60);
const quietS = Number(values.quiet ?? 20);
const port = Number(values.port ?? 3919);
const database = values.database ?? 'meydan_bench';
const dataDir = join(tmpdir(), 'meydan-bench');
const attacks = values.attacks ? values.attacks.split(',') : ATTACKS;
for (const a of attacks) if (!ATTACKS.includes(a)) throw new Error(`--attacks: unknown attack "${a}" (known: ${ATTACKS.join(', ')})`);
const log = (line: string) => process.stderr.write(`${line}\n`);
const PROXY = '127.0.0.1';

/** The reader: a steady trickle of pages and misses, and ping one after another as its pulse. */
const READER = { cachedRate: 200, cachedConnections: 4, missRate: 8, missConnections: 4, address: '203.0.113.10' };
const MISS_LIST = 2_000;
const WARM_MISSES = 40;

const TICKS_PER_S = 100;

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
}

/** What else the machine was busy with: the busiest processes over two seconds, as `top` sees them. */
function busiest(): string {
  try {
    const out = execFileSync('top', ['-b', '-n', '2', '-d', '2', '-w', '180'], { encoding: 'utf8' });
    const last = out.slice(out.lastIndexOf('top - '));
    const lines = last.split('\n');
    const head = lines.findIndex((l) => /^\s*PID\s/.test(l));
    return [lines[0], lines[2], ...lines.slice(head, head + 9)].join('\n');
  } catch {
    return `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`;
  }
}

function runWorker<T>(script: string, plan: unknown, name: string): { pid: number; done: Promise<T> } {
  const file = join(dataDir, `siege-${name}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), file], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const done = new Promise<T>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (out += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the ${name} exited with code ${code}`));
      try {
        resolve(JSON.parse(out) as T);
      } catch {
        reject(new Error(`the ${name} printed no result`));
      }
    });
  });
  return { pid: child.pid!, done };
}

/** CPU seconds so far: the whole machine's busy time (/proc/stat), and each process's own. */
interface CpuSnapshot {
  machine: number;
  byPid: Map<number, { comm: string; s: number }>;
}
function cpuSnapshot(): CpuSnapshot {
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const machine = (cpu.slice(0, 8).reduce((a, b) => a + b, 0) - cpu[3] - cpu[4]) / TICKS_PER_S;
  const byPid = new Map<number, { comm: string; s: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(Number(entry), { comm, s: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S });
    } catch {
      // gone meanwhile
    }
  }
  return { machine, byPid };
}

/** Cores used between two snapshots: the server, our two clients, PostgreSQL, and everything else on the machine. */
function cpuShares(a: CpuSnapshot, b: CpuSnapshot, seconds: number, ours: Record<string, number>): Record<string, number> {
  const used = (pid: number) => Math.max(0, (b.byPid.get(pid)?.s ?? 0) - (a.byPid.get(pid)?.s ?? 0));
  const shares: Record<string, number> = {};
  let known = 0;
  for (const [name, pid] of Object.entries(ours)) {
    shares[name] = used(pid) / seconds;
    known += used(pid);
  }
  let postgres = 0;
  for (const [pid, p] of b.byPid) if (p.comm === 'postgres' || p.comm.startsWith('postgres:')) postgres += used(pid);
  shares.postgres = postgres / seconds;
  shares['everything else'] = Math.max(0, b.machine - a.machine - known - postgres) / seconds;
  for (const k of Object.keys(shares)) shares[k] = Number(shares[k].toFixed(2));
  return shares;
}

/**
 * The bench database is shared with the other benchmarks: what the attacks left in it goes (their
 * comments and audit lines carry @siege.example addresses; the login counters are the benchmarks' own).
 */
async function cleanUp(url: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    await client.query(`delete from comment where author_email like '%@siege.example'`);
    await client.query(`delete from audit where actor like '%@siege.example'`);
    await client.query(`delete from login_throttle`);
  });
}

interface MemorySample {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  pageCacheMb: number | null;
  pageCacheEntries: number | null;
}

/** The server's memory by part (null when it does not answer in time: under siege, a sample may be late). */
async function memorySample(origin: string): Promise<MemorySample | null> {
  try {
    const res = await fetch(`${origin}/api/_bench/memory`, { signal: AbortSignal.timeout(900) });
    return res.ok ? ((await res.json()) as MemorySample) : null;
  } catch {
    return null;
  }
}

async function metrics(origin: string): Promise<{ eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number }> {
  return (await (await fetch(`${origin}/api/_bench/metrics`)).json()) as { eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number };
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const storage = createStorage(loadConfig({ ...process.env, DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media') }));
  const { url, seedMs } = await prepareBenchDatabase(BENCH_SERVER_URL, database, dataDir, storage, true).finally(() => storage.close?.());
  log(
    seedMs === null
      ? `Reusing the large seed in ${database}.`
      : `Seeded the large set into ${database} in ${(seedMs / 1000).toFixed(1)} s.`,
  );
  await cleanUp(url);
  const before = busiest();

  const server = await startServerProcess(
    {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      MEDIA_DIR: join(dataDir, 'media'),
      BENCH_METRICS: '1',
      WEB_CONCURRENCY: '1',
      TRUST_PROXY: PROXY,
    },
    port,
    join(dataDir, 'server-siege.log'),
  );
  try {
    const origin = server.origin;
    const pages = await pagePaths(origin);
    const cached = pages.map(([, path]) => path);
    const articles = await missArticles(url, MISS_LIST);
    const article = pages.find(([route]) => route === 'article')![1];
    const tag = pages.find(([route]) => route === 'tag')![1];
    const articleId = Number(article.split('/')[2]);

    const editor = DEMO_LOGINS.find((l) => l.role === 'editor')!;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.20' },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    });
    if (!login.ok) throw new Error(`signing in as the editor: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const games = await fetch(`${origin}/api/admin/game?filter=${encodeURIComponent('{"status":"live"}')}&range=[0,0]`, {
      headers: { cookie, 'x-forwarded-for': '203.0.113.20' },
    });
    const [liveGame] = games.ok ? ((await games.json()) as { id: number }[]) : [];
    const gameId = liveGame?.id ?? Number(pages.find(([route]) => route === 'game')![1].split('/')[2]);

    // A fresh process compiles its hot paths in its first seconds: every kind of request once, then ping.
    log('Warming up…');
    await load(origin, cached, { connections: 4, seconds: 3, headers: { 'accept-encoding': 'br' } });
    for (const path of articles.slice(0, WARM_MISSES)) await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
    await load(origin, '/api/ping', { connections: 1, seconds: 3, headers: {} });
    await metrics(origin);

    const startAt = Date.now() + 3_000;
    const siegeAt = startAt + quietS * 1000;
    const reader: ReaderPlan = {
      origin,
      startAt,
      quietMs: quietS * 1000,
      siegeMs: siegeS * 1000,
      cached,
      misses: articles.slice(WARM_MISSES),
      ...READER,
    };
    const hostile: HostilePlan = {
      origin,
      startAt: siegeAt,
      durationMs: siegeS * 1000,
      attacks,
      paths: { article, articleId, tag },
      bust: { connections: 8, rate: Number(values['bust-rate'] ?? 500) },
      slow: { sockets: 400, address: '127.0.0.7' },
      live: { streams: 400, address: '127.0.0.8', path: `/api/public/live?games=${gameId}` },
      login: { addresses: 50, ratePerAddress: Number(values['login-rate'] ?? 2) },
      exports: { concurrent: 10, cookie, address: '203.0.113.20' },
      comments: { rate: 20, newsIds: [articleId, ...articles.slice(WARM_MISSES, WARM_MISSES + 9).map((p) => Number(p.split('/')[2]))] },
    };
    log(`Quiet for ${quietS} s, then the siege for ${siegeS} s…`);
    const readerRun = runWorker<ReaderTallies>('siege-reader.ts', reader, 'reader');
    const hostileRun = runWorker<Record<string, TallyJson>>('siege-hostile.ts', hostile, 'attacker');
    const ours = { server: server.pid, reader: readerRun.pid, attacker: hostileRun.pid };

    // The cores each part used in each phase, the server's memory every second, what else ran, and its event-loop delay.
    const rss: number[] = [];
    // Where the memory is when resident memory is highest: the heap, Buffers, the page cache.
    let heaviest: MemorySample | null = null;
    const sampler = setInterval(() => {
      rss.push(memoryMb(server.pid, 'VmRSS'));
      void memorySample(origin).then((m) => {
        if (m && (!heaviest || m.rssMb > heaviest.rssMb)) heaviest = m;
      });
    }, 1_000);
    const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
    await until(startAt);
    const cpu0 = cpuSnapshot();
    await until(startAt + (quietS * 1000) / 2 - 2_000);
    const duringQuiet = busiest();
    await until(siegeAt);
    const cpu1 = cpuSnapshot();
    const loopQuiet = await metrics(origin);
    await until(siegeAt + (siegeS * 1000) / 2 - 2_000);
    const duringSiege = busiest();
    await until(siegeAt + siegeS * 1000);
    const cpu2 = cpuSnapshot();
    const [tallies, answers] = await Promise.all([readerRun.done, hostileRun.done]);
    const loopSiege = await metrics(origin);
    clearInterval(sampler);
    const peakRssMb = memoryMb(server.pid, 'VmHWM');

    const rows = readerRows(tallies, quietS, siegeS);
    const checks = verdicts(rows, peakRssMb);
    const cpuQuiet = cpuShares(cpu0, cpu1, quietS, ours);
    const cpuSiege = cpuShares(cpu1, cpu2, siegeS, ours);
    const pct = (n: number) => `${(n * 100).toFixed(2)} %`;
    const readerTable = table(
      ['reader', 'phase', 'requests', 'per s', 'p50 ms', 'p99 ms', '2xx', 'answers'],
      rows.map((r) => [
        r.kind,
        r.phase,
        String(r.requests),
        String(r.perSecond),
        String(r.p50Ms),
        String(r.p99Ms),
        pct(r.ok),
        statusList(r.statuses),
      ]),
    );
    const pathTable = table(
      ['cached page', 'p99 ms quiet', 'p99 ms siege', 'max ms siege', 'answers during the siege'],
      Object.entries(tallies.byPath).map(([path, t]) => {
        const [q, g] = [summarize(t.quiet, quietS), summarize(t.siege, siegeS)];
        return [path, String(q.p99Ms), String(g.p99Ms), String(g.maxMs), statusList(g.statuses)];
      }),
    );
    const attackRows = Object.entries(answers).map(([name, t]) => ({ name, ...summarize(t, siegeS) }));
    const attackTable = table(
      ['attack', 'requests', 'per s', 'p50 ms', 'p99 ms', 'answers'],
      attackRows.map((a) => [a.name, String(a.requests), String(a.perSecond), String(a.p50Ms), String(a.p99Ms), statusList(a.statuses)]),
    );
    const out = process.stdout;
    out.write(`\n${readerTable}\n\n${pathTable}\n\n${attackTable}\n\n`);
    out.write(
      `cores used, quiet: ${JSON.stringify(cpuQuiet)}\ncores used, siege: ${JSON.stringify(cpuSiege)}\n` +
        `server: event-loop delay p99 ${loopQuiet.eventLoopDelayP99Ms} ms quiet, ${loopSiege.eventLoopDelayP99Ms} ms during the siege ` +
        `(max ${loopSiege.eventLoopDelayMaxMs} ms); RSS up to ${Math.max(...rss)} MB sampled, peak ${peakRssMb} MB\n` +
        `memory at the highest sample: ${heaviest ? JSON.stringify(heaviest) : 'not read'}\n\n`,
    );
    out.write(`The machine before the run:\n${before}\n\nDuring the quiet phase:\n${duringQuiet}\n\nDuring the siege:\n${duringSiege}\n\n`);
    const others = Math.max(cpuQuiet['everything else'], cpuSiege['everything else']);
    if (others > 0.5) {
      out.write(
        `NOTE  other work on this machine took ${others} cores during the run: the server had what was left, ` +
          `so the figures say which attack costs most more than what a machine of its own would give.\n\n`,
      );
    }
    for (const v of checks) out.write(`${v.pass ? 'PASS' : 'FAIL'}  ${v.target}: ${v.measured}\n`);
    const json = {
      quietS,
      siegeS,
      reader: READER,
      targets: TARGETS,
      rows: rows.map(({ statuses, ...r }) => ({ ...r, statuses })),
      attacks: attackRows,
      server: { cpuQuiet, cpuSiege, loopQuiet, loopSiege, peakRssMb, rssSamples: rss, memoryAtPeak: heaviest },
      verdicts: checks,
    };
    writeFileSync(join(dataDir, 'siege-result.json'), JSON.stringify(json, null, 2));
    out.write(`\nThe figures as JSON: ${join(dataDir, 'siege-result.json')}; the server's log: ${join(dataDir, 'server-siege.log')}\n`);
    if (checks.some((v) => !v.pass)) process.exitCode = 2;
  } finally {
    await server.stop();
    await cleanUp(url);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:siege failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
