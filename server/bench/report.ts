import type { Result } from 'autocannon';

export interface RouteResult {
  route: string;
  path: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToPing: number;
}

export function toRouteResult(route: string, path: string, r: Result, pingReqPerSec: number): RouteResult {
  return {
    route,
    path,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    ratioToPing: pingReqPerSec ? Number((r.requests.average / pingReqPerSec).toFixed(3)) : 1,
  };
}

export function table(results: RouteResult[]): string {
  const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs ping'];
  const rows = results.map((r) => [
    r.route,
    String(r.reqPerSec),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.errors),
    String(r.non2xx),
    `${(r.ratioToPing * 100).toFixed(1)}%`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
