import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureCompiledServer } from '../src/testing/compiled-server.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** `compiled` is what `pnpm start` runs; `source` the TypeScript under tsx, as `pnpm start:dev`. */
export type ServerBuild = 'compiled' | 'source';
/** The node arguments of `pnpm start` (heap size included), so the benchmark runs what production runs. */
function startArguments(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`the start script does not run node: ${pkg.scripts.start}`);
  return args;
}
/**
 * Node flags for the server alone, e.g. `BENCH_SERVER_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'`
 * to see where a benchmark's server spends its time (Node refuses `--cpu-prof` in NODE_OPTIONS, which
 * would reach the load generators too).
 */
const extraFlags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const COMMAND: Record<ServerBuild, string[]> = {
  compiled: [...extraFlags, ...startArguments()],
  source: [...extraFlags, '--import', 'tsx', 'src/server.ts'],
};

export interface ServerProcess {
  origin: string;
  pid: number;
  /** From spawning the process to its first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  build?: ServerBuild;
  timeoutMs?: number;
}

/** The production server in its own process, so the load generator does not compete with it for the event loop. */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  logFile: string,
  { build = 'compiled', timeoutMs = 60_000 }: StartOptions = {},
): Promise<ServerProcess> {
  if (build === 'compiled') await ensureCompiledServer();
  // The server's log goes to a file: under load its error lines would drown the report.
  const log = openSync(logFile, 'w');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, COMMAND[build], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with code ${exited} before answering /api/health`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    origin,
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
