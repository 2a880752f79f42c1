import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'meydan-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, proc: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && proc.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

describe('the server process on the embedded database', () => {
  it('refuses a second process on the same data directory, and exits cleanly on SIGTERM', async () => {
    const first = start(39101);
    await waitHealthy(39101, first.child);

    const second = start(39102);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);

    const slow = fetch('http://127.0.0.1:39101/api/health').then((r) => r.status);
    first.child.kill('SIGTERM');
    expect(await slow).toBe(200);
    expect(await first.exited).toBe(0);
  });
});
