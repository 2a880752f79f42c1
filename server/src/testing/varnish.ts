import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './compiled-server.js';

const VCL_DIR = resolve(fileURLToPath(new URL('../../../deploy/varnish', import.meta.url)));

export interface TestVarnish {
  /** Where readers reach the site through Varnish. */
  url: string;
  /** varnishd's working directory (`varnishstat -n`). */
  workdir: string;
  /** Objects served from Varnish's cache, and fetched from the app, so far. */
  stats(): { hits: number; misses: number };
  close(): Promise<void>;
}

/** Whether varnishd and the xkey vmod are installed (Debian: varnish, varnish-modules). */
export function varnishAvailable(): boolean {
  return spawnSync('varnishd', ['-V']).status === 0;
}

/**
 * The deployment's own VCL (deploy/varnish/default.vcl) in a real varnishd on a free local port,
 * in front of the given app processes (round robin), as the tests' own child process. `port` is
 * chosen by the caller when the apps must know where to purge before Varnish starts.
 */
export async function startVarnish(backends: readonly string[], port?: number): Promise<TestVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'meydan-varnish-'));
  const names = backends.map((_, i) => `app${i + 1}`);
  writeFileSync(
    join(dir, 'backends.vcl'),
    [
      ...backends.map((b, i) => {
        const { hostname, port } = new URL(b);
        return `backend ${names[i]} { .host = "${hostname}"; .port = "${port}"; }`;
      }),
      'sub vcl_init {',
      '    new app = directors.round_robin();',
      ...names.map((n) => `    app.add_backend(${n});`),
      '}',
    ].join('\n'),
  );
  port ??= await freePort();
  const workdir = join(dir, 'n');
  const child = spawn(
    'varnishd',
    [
      '-F',
      // Runs as the test's own user; a jail would need the varnish system users to reach the temp dir.
      ...['-j', 'none', '-n', workdir, '-a', `127.0.0.1:${port}`, '-T', '127.0.0.1:0'],
      ...['-f', join(VCL_DIR, 'default.vcl'), '-p', `vcl_path=${dir}:${VCL_DIR}`, '-s', 'malloc,64m'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`varnishd did not start: ${output}`);
    try {
      await fetch(`${url}/api/ping`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const counter = (name: string) => {
    const out = spawnSync('varnishstat', ['-n', workdir, '-1', '-f', name], { encoding: 'utf8' }).stdout;
    return Number(/\s(\d+)\s/.exec(out)?.[1] ?? NaN);
  };
  return {
    url,
    workdir,
    stats: () => ({ hits: counter('MAIN.cache_hit'), misses: counter('MAIN.cache_miss') }),
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
