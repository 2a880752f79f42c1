import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/testing/compiled-server.js';
import { startVarnish } from '../src/testing/varnish.js';
import { pagePaths } from './bench-paths.js';
import { load, type LoadResult } from './load.js';
import { startServerProcess } from './server-process.js';

/*
 * The pass through Varnish (run by bench:web after its own passes): the deployment's VCL in front of
 * one app process that purges it, against nginx serving the very same page as a file (what one
 * machine can do for a kept page: the physical limit), and the app's own /api/ping. Plain bodies on
 * both sides (Varnish and nginx compress nothing here). During the Varnish runs, the requests that
 * reached the app (Varnish's backend_req) are counted: a kept page should cost the origin nothing.
 */

export interface FrontRun {
  route: string;
  connections: number;
  nginx: LoadResult;
  varnish: LoadResult;
  /** Requests per second the app received while Varnish was measured. */
  originReqPerSec: number;
  /** Varnish's req/s as a share of nginx's. */
  ofNginx: number;
}

export interface FrontPass {
  runs: FrontRun[];
  ping: LoadResult[];
  hitRatio: number;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/** nginx serving each page's body as a file, in a directory of its own. */
async function startNginx(files: Map<string, Buffer>): Promise<{ origin: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'meydan-nginx-'));
  const www = join(dir, 'www');
  mkdirSync(www);
  for (const [name, body] of files) writeFileSync(join(www, name), body);
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `# The benchmark's reference: a kept page served as a file.
worker_processes 1;
daemon off;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    location / { default_type text/html; }
  }
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/`);
      break;
    } catch {
      if (tries > 100) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    origin,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const frontAvailable = () => spawnSync('varnishd', ['-V']).status === 0 && spawnSync('nginx', ['-v']).status === 0;

export async function frontPass(
  databaseUrl: string,
  env: Record<string, string>,
  connections: readonly number[],
  seconds: number,
  logFile: string,
): Promise<FrontPass> {
  const varnishPort = await freePort();
  const appPort = await freePort();
  const server = await startServerProcess(
    { ...env, DATABASE_URL: databaseUrl, CDN_PURGE: 'varnish', VARNISH_PURGE_URLS: `http://127.0.0.1:${varnishPort}` },
    appPort,
    logFile,
  );
  const varnish = await startVarnish([server.origin], varnishPort);
  const pages = await pagePaths(server.origin);
  const files = new Map<string, Buffer>();
  for (const [i, [, path]] of pages.entries())
    files.set(`${i}.html`, Buffer.from(await (await fetch(`${server.origin}${path}`)).arrayBuffer()));
  const nginx = await startNginx(files);
  const backendRequests = () => {
    const out = spawnSync('varnishstat', ['-n', varnish.workdir, '-1', '-f', 'MAIN.backend_req'], { encoding: 'utf8' }).stdout;
    return Number(/\s(\d+)\s/.exec(out)?.[1] ?? 0);
  };
  try {
    const opts = (c: number, s = seconds) => ({ connections: c, seconds: s, headers: {} });
    const ping: LoadResult[] = [];
    for (const c of connections) ping.push(await load(server.origin, '/api/ping', opts(c)));
    const runs: FrontRun[] = [];
    for (const [i, [route, path]] of pages.entries()) {
      for (const c of connections) {
        log(`front ${route} @${c}…`);
        await load(nginx.origin, `/${i}.html`, opts(c, 2));
        const viaNginx = await load(nginx.origin, `/${i}.html`, opts(c));
        await load(varnish.url, path, opts(c, 2));
        const before = backendRequests();
        const viaVarnish = await load(varnish.url, path, opts(c));
        const originReqPerSec = (backendRequests() - before) / seconds;
        runs.push({
          route,
          connections: c,
          nginx: viaNginx,
          varnish: viaVarnish,
          originReqPerSec,
          ofNginx: viaVarnish.reqPerSec / viaNginx.reqPerSec,
        });
      }
    }
    for (const c of connections) ping.push(await load(server.origin, '/api/ping', opts(c)));
    const { hits, misses } = varnish.stats();
    return { runs, ping, hitRatio: hits / (hits + misses) };
  } finally {
    nginx.stop();
    await varnish.close();
    await server.stop();
  }
}

export function frontTable(pass: FrontPass): string {
  const rows = pass.runs.map(
    (r) =>
      `| ${r.route} | ${r.connections} | ${r.nginx.reqPerSec} | ${r.varnish.reqPerSec} | ${Math.round(r.ofNginx * 100)} % | ` +
      `${r.varnish.p99Ms} | ${r.originReqPerSec.toFixed(1)} |`,
  );
  const ping = pass.ping.map((p) => p.reqPerSec).join(' / ');
  return [
    `Through Varnish (hit ratio ${(pass.hitRatio * 100).toFixed(2)} %; the app's /api/ping, direct, before and after: ${ping} req/s)`,
    '',
    '| page | conns | nginx req/s | Varnish req/s | of nginx | Varnish p99 ms | origin req/s |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
