import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './compiled-server.js';

const run = promisify(execFile);

/**
 * PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup): PG_BIN when set, else the newest
 * version under /usr/lib/postgresql (Debian's layout, as on CI). Null when there are none.
 */
export function postgresBinaries(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => /^\d+$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  return candidates.find((bin) => existsSync(join(bin, 'initdb'))) ?? null;
}

export type Side = 'primary' | 'replica';

export interface ReplicaCluster {
  url(side: Side, database?: string): string;
  /** One statement on a short-lived connection. */
  query<T extends object>(side: Side, text: string, params?: unknown[], database?: string): Promise<T[]>;
  /** Stops the replica's replay (it keeps receiving WAL) until `resumeReplay`. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops the replica as a crash would (`-m immediate`) unless told otherwise. */
  stopReplica(mode?: 'immediate' | 'fast'): Promise<void>;
  startReplica(): Promise<void>;
  /** Stops the primary as a crash would (`-m immediate`), and starts it again. */
  stopPrimary(): Promise<void>;
  startPrimary(): Promise<void>;
  /** Stops both servers and removes their files; safe to call twice, and after a failed start. */
  close(): Promise<void>;
}

export interface ReplicaClusterOptions {
  /** Runs on the primary before the replica is cloned from it (loading data there spares the replica the replay). */
  beforeReplica?: (cluster: ReplicaCluster) => Promise<void>;
}

/** PostgreSQL will not run as root: as root (here and on CI) the servers run as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Settings for a quick, small test server; fsync off, since only a machine crash (never a server stop) would lose data. */
const serverSettings = (port: number) => `
listen_addresses = '127.0.0.1'
port = ${port}
unix_socket_directories = ''
wal_level = replica
max_wal_senders = 5
max_connections = 80
shared_buffers = 16MB
fsync = off
hot_standby = on
`;

/**
 * A PostgreSQL primary and a streaming replica of it, each a cluster of its own in a temporary directory
 * on a free port: `initdb`, then `pg_basebackup -R` from the running primary. Nothing of the machine's
 * own PostgreSQL (its cluster, its pg_hba.conf) is touched. Every server started is stopped and every
 * file removed by `close`, on a failed start, and at process exit if a test never got to `close`.
 */
export async function startReplicaCluster(options: ReplicaClusterOptions = {}): Promise<ReplicaCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server programs not found: install them or set PG_BIN');
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'meydan-replica-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = { primary: join(dir, 'primary'), replica: join(dir, 'replica') };
  const port = { primary: await freePort(), replica: await freePort() };
  const running = new Set<Side>();

  const pgProgram = async (program: string, args: string[]) => {
    const [command, argv] = user ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
    try {
      await run(command, argv, { timeout: 120_000 });
    } catch (err) {
      const log = (side: Side) => (existsSync(`${dataDir[side]}.log`) ? readFileSync(`${dataDir[side]}.log`, 'utf8').slice(-2000) : '');
      throw new Error(`${program} ${args.join(' ')} failed: ${(err as Error).message}\n${log('primary')}\n${log('replica')}`);
    }
  };
  const start = async (side: Side) => {
    await pgProgram('pg_ctl', ['-D', dataDir[side], '-l', `${dataDir[side]}.log`, '-w', '-t', '60', 'start']);
    running.add(side);
  };
  const stop = async (side: Side, mode: 'immediate' | 'fast') => {
    if (!running.has(side)) return;
    running.delete(side);
    await pgProgram('pg_ctl', ['-D', dataDir[side], '-m', mode, '-w', '-t', '60', 'stop']);
  };
  // Vitest may end the process before `close` runs (a timed-out hook): servers left running would hold their ports.
  const atExit = () => {
    for (const side of running) {
      const args = ['-D', dataDir[side], '-m', 'immediate', '-w', 'stop'];
      try {
        if (user) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
        else execFileSync(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      } catch {
        // Already stopped.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', atExit);

  const url = (side: Side, database = 'postgres') => `postgres://postgres@127.0.0.1:${port[side]}/${database}`;
  const query = async <T extends object>(side: Side, text: string, params: unknown[] = [], database?: string) => {
    const client = new pg.Client({ connectionString: url(side, database) });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const until = async (what: string, timeoutMs: number, check: () => Promise<boolean>) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`replica cluster: ${what} not within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  let closed = false;
  const cluster: ReplicaCluster = {
    url,
    query,
    async pauseReplay() {
      await query('replica', 'select pg_wal_replay_pause()');
      await until('replay paused', 10_000, async () => {
        const [row] = await query<{ state: string }>('replica', 'select pg_get_wal_replay_pause_state() as state');
        return row?.state === 'paused';
      });
    },
    async resumeReplay() {
      await query('replica', 'select pg_wal_replay_resume()');
    },
    async caughtUp(timeoutMs = 10_000) {
      const [primary] = await query<{ lsn: string }>('primary', 'select pg_current_wal_lsn()::text as lsn');
      await until('replica caught up', timeoutMs, async () => {
        const [row] = await query<{ done: boolean }>('replica', 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [primary!.lsn]);
        return row?.done === true;
      });
    },
    stopReplica: (mode = 'immediate') => stop('replica', mode),
    startReplica: () => start('replica'),
    stopPrimary: () => stop('primary', 'immediate'),
    startPrimary: () => start('primary'),
    async close() {
      if (closed) return;
      closed = true;
      await stop('replica', 'immediate').catch(() => undefined);
      await stop('primary', 'immediate').catch(() => undefined);
      process.removeListener('exit', atExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await pgProgram('initdb', ['-D', dataDir.primary, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    appendFileSync(join(dataDir.primary, 'postgresql.conf'), serverSettings(port.primary));
    appendFileSync(join(dataDir.primary, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    await start('primary');
    await options.beforeReplica?.(cluster);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica of the primary.
    await pgProgram(
      'pg_basebackup',
      ['-D', dataDir.replica, '-h', '127.0.0.1', '-p', String(port.primary), '-U', 'postgres'].concat([
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
        '--no-sync',
      ]),
    );
    // The copied postgresql.conf names the primary's port; a later line wins.
    appendFileSync(join(dataDir.replica, 'postgresql.conf'), `\nport = ${port.replica}\n`);
    await start('replica');
    return cluster;
  } catch (err) {
    await cluster.close();
    throw err;
  }
}

/** Copies a database into a new one on `targetServerUrl`'s server (pg_dump, then pg_restore). */
export async function copyDatabase(sourceUrl: string, targetServerUrl: string, name: string): Promise<string> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL client programs not found: install them or set PG_BIN');
  const target = new URL(targetServerUrl);
  const admin = new pg.Client({ connectionString: target.href });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  target.pathname = `/${name}`;
  const dump = join(mkdtempSync(join(tmpdir(), 'meydan-dump-')), 'db.dump');
  try {
    await run(join(bin, 'pg_dump'), ['-Fc', '--no-owner', '-f', dump, '-d', sourceUrl], { timeout: 120_000 });
    await run(join(bin, 'pg_restore'), ['--no-owner', '-d', target.href, dump], { timeout: 120_000 });
  } finally {
    rmSync(join(dump, '..'), { recursive: true, force: true });
  }
  return target.href;
}
