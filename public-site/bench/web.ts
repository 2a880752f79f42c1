import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './lighthouse';

/**
 * `pnpm bench:web [--reuse] [--duration 10] [--no-http] [--no-lighthouse]`: the HTTP matrix on the large
 * set (server/bench/web.ts: req/s, latency, event-loop delay and memory, warm and on misses, with a
 * verdict against the targets), then Lighthouse on the built site. Options other than the two `--no-…`
 * go to the HTTP matrix.
 */
const args = process.argv.slice(2);
const http = !args.includes('--no-http');
const lighthouse = !args.includes('--no-lighthouse');
const forwarded = args.filter((a) => a !== '--no-http' && a !== '--no-lighthouse');

function httpMatrix(): Promise<number> {
  const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/web.ts', ...forwarded], { cwd: serverDir, stdio: 'inherit' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<void> {
  // The matrix exits with 2 when a target is missed; Lighthouse still runs, and the exit code says so.
  if (http) process.exitCode = await httpMatrix();
  if (lighthouse) await runLighthouse();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
