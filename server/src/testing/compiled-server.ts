import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('../..', import.meta.url));
export const compiledServer = join(serverDir, 'dist', 'server.js');
const sourceRoots = [join(serverDir, 'src'), join(serverDir, '..', 'shared-types', 'src')];

function newestSource(): number {
  let newest = statSync(join(serverDir, 'vite.config.ts')).mtimeMs;
  for (const root of sourceRoots) {
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) newest = Math.max(newest, statSync(join(root, file)).mtimeMs);
    }
  }
  return newest;
}

const upToDate = () => existsSync(compiledServer) && statSync(compiledServer).mtimeMs >= newestSource();

/**
 * Compiles the server (`vite build`, as `pnpm build` does) when dist/ is missing or older than a source
 * file, so a test never runs stale JavaScript. Test files running at once build it once, under a lock.
 */
export async function ensureCompiledServer(): Promise<void> {
  if (upToDate()) return;
  const lock = join(tmpdir(), `meydan-server-build-${createHash('sha256').update(serverDir).digest('hex').slice(0, 8)}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A build killed halfway leaves its lock behind: past the deadline it is taken over.
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    if (upToDate()) return;
    const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
    // Built as for production whatever the test runner set NODE_ENV to.
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: serverDir, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`compiling the server failed:\n${result.stderr}${result.stdout}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * `node dist/server.js` with nothing else on the command line: no loader. NODE_ENV is left unset (the
 * test runner sets it to "test") unless `env` gives one, as under `pnpm start`.
 */
export function spawnCompiledServer(env: Record<string, string>): ServerProcess {
  const { NODE_ENV: _testRunner, ...inherited } = process.env;
  const child = spawn(process.execPath, [compiledServer], {
    cwd: serverDir,
    env: { ...inherited, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitHealthy(origin: string, proc: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && proc.child.exitCode === null && proc.child.signalCode === null) {
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not become healthy:\n${proc.output()}`);
}

/** A port nothing listens on right now, for a server process the test starts itself. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
