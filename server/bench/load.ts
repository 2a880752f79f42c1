import autocannon from 'autocannon';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** One path, or a list cycled through request by request. */
export type Target = string | string[];

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

/**
 * The load generator. wrk (C, one thread) when it is installed: it spends a fraction of the CPU per
 * request that autocannon (JavaScript) does, which matters on a two-core machine where the client shares
 * the CPU with the server: with autocannon, a 30 KB page measures how fast the client parses it. Set
 * BENCH_CLIENT=autocannon to force the JavaScript client.
 */
export const loadClient: 'wrk' | 'autocannon' = (() => {
  if (process.env.BENCH_CLIENT === 'autocannon') return 'autocannon';
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return 'wrk';
  } catch (err) {
    // wrk --version prints its banner and exits 1: it is there when the binary ran at all.
    return (err as { status?: number }).status !== undefined && (err as { code?: string }).code !== 'ENOENT' ? 'wrk' : 'autocannon';
  }
})();

export function load(origin: string, target: Target, options: LoadOptions): Promise<LoadResult> {
  return loadClient === 'wrk' ? wrk(origin, target, options) : cannon(origin, target, options);
}

async function cannon(origin: string, target: Target, { connections, seconds, headers }: LoadOptions): Promise<LoadResult> {
  let i = 0;
  const r = await autocannon({
    url: typeof target === 'string' ? origin + target : origin,
    connections,
    duration: seconds,
    headers,
    ...(typeof target === 'string' ? {} : { requests: [{ setupRequest: (req) => ({ ...req, path: target[i++ % target.length] }) }] }),
  });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const luaString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** wrk's script: cycles the paths and prints the exact figures as JSON when done. */
function wrkScript(paths: string[]): string {
  return `
local paths = { ${paths.map(luaString).join(', ')} }
local i = 0
request = function()
  i = i + 1
  return wrk.format(nil, paths[(i - 1) % #paths + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n@@{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
}

const run = promisify(execFile);

async function wrk(origin: string, target: Target, { connections, seconds, headers }: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'meydan-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    writeFileSync(script, wrkScript(typeof target === 'string' ? [target] : target));
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    const { stdout } = await run('wrk', [...args, origin], { maxBuffer: 1 << 20 });
    const line = stdout.split('\n').find((l) => l.startsWith('@@'));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line.slice(2)) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      errors: number;
      non2xx: number;
    };
    return {
      reqPerSec: Math.round(r.requests / (r.durationUs / 1e6)),
      p50Ms: Number((r.p50Us / 1000).toFixed(1)),
      p99Ms: Number((r.p99Us / 1000).toFixed(1)),
      errors: r.errors,
      non2xx: r.non2xx,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
