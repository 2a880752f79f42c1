import cluster, { type Worker } from 'node:cluster';
import { hostname } from 'node:os';
import { ConfigError, type Config } from './config.js';
import { openDatabase } from './db/open-database.js';
import { RestartBackoff } from './restart-backoff.js';

/** Past this, workers that have not finished their requests are killed. */
const SHUTDOWN_GRACE_MS = 30_000;

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
type Level = keyof typeof LEVELS;

/** The primary has no Fastify: it writes the same JSON lines as the workers' pino logger. */
function primaryLogger(logLevel: string) {
  const threshold = logLevel in LEVELS ? LEVELS[logLevel as Level] : logLevel === 'silent' ? Infinity : LEVELS.info;
  const base = { pid: process.pid, hostname: hostname() };
  return (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), ...base, ...fields, msg })}\n`);
  };
}

export const embeddedDatabaseRefusal = (n: number) =>
  `WEB_CONCURRENCY=${n} needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only. ` +
  'Set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset to serve from one process.';

/**
 * The cluster's primary: applies pending migrations once, then forks `webConcurrency` workers that all
 * listen on the one port (node:cluster hands out connections). A worker that dies is replaced; SIGTERM
 * or SIGINT is passed to every worker, which finishes its in-flight requests, and the primary exits last.
 */
export async function runCluster(config: Config): Promise<void> {
  const n = config.webConcurrency;
  if (!config.databaseUrl) throw new ConfigError(embeddedDatabaseRefusal(n));
  const log = primaryLogger(config.logLevel);

  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.close();

  const live = new Map<number, { worker: Worker; startedAt: number }>();
  const restarts = new Set<NodeJS.Timeout>();
  const backoff = new RestartBackoff();
  let listening = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, { worker, startedAt: Date.now() });
  };

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of restarts) clearTimeout(timer);
    log('info', 'shutting down the workers', { signal, workers: live.size });
    if (live.size === 0) process.exit(exitCode);
    for (const { worker } of live.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log('error', 'workers still running after the grace period: killing them', { workers: live.size });
      for (const { worker } of live.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => {
    listening += 1;
    log('debug', 'worker listening', { worker: worker.process.pid });
    if (listening === n) log('info', `${n} workers listening on ${config.host}:${config.port}`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const entry = live.get(worker.id);
    live.delete(worker.id);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const fields = { worker: worker.process.pid, code, signal };
    if (listening === 0) {
      // Not one worker got as far as listening: a replacement would fail the same way.
      log('fatal', 'a worker exited before the server was listening', fields);
      stop('SIGTERM', 1);
      return;
    }
    const delay = backoff.delayAfter(Date.now() - (entry?.startedAt ?? Date.now()));
    log('error', `worker exited; starting a new one in ${delay} ms`, fields);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < n; i++) fork();
}
