import type { LoadResult } from './load.js';

export type Pass = 'baseline' | 'warm' | 'miss';

export interface WebRun {
  pass: Pass;
  route: string;
  path: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Against `/api/ping` of the same pass and concurrency (the mean of its runs before and after). */
  pingRatio: number | null;
  loopDelayP99Ms: number | null;
  loopDelayMaxMs: number | null;
  rssMb: number | null;
}

export interface ServerMetrics {
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  rssMb: number;
  peakRssMb: number;
}

export const TARGETS = {
  pingHelloRatio: 0.6,
  warmPingRatio: 0.5,
  missP99Ms: 100,
  missP99Connections: 10,
  searchMissP99Ms: 50,
  /** A miss for any item of the archive (article, tag, team, game spread over the whole set): p99 by connections. */
  tailP99Ms: { 10: 60, 50: 150 } as Record<number, number>,
  loopDelayP99Ms: 50,
  rssMb: 400,
};

/** `/api/ping` in a process that has served nothing else yet, as the bare hello-world process has. */
export const PING_ALONE = '/api/ping (alone)';
/** Routes that are the app's baseline rather than pages. */
const BASELINE = new Set(['hello world (bare Fastify)', '/api/ping', PING_ALONE]);
export const isPage = (r: WebRun) => !BASELINE.has(r.route);
/** A row over many items of one kind spread over the whole set (`article (×1000)`, `tag (×300)`…), not the newest. */
const isLongTail = (r: WebRun) => /^(article|tag|team|game) \(×/.test(r.route);

export function toRun(pass: Pass, route: string, path: string, connections: number, r: LoadResult, metrics: ServerMetrics | null): WebRun {
  return {
    pass,
    route,
    path,
    connections,
    reqPerSec: r.reqPerSec,
    p50Ms: r.p50Ms,
    p99Ms: r.p99Ms,
    errors: r.errors,
    non2xx: r.non2xx,
    pingRatio: null,
    loopDelayP99Ms: metrics?.eventLoopDelayP99Ms ?? null,
    loopDelayMaxMs: metrics?.eventLoopDelayMaxMs ?? null,
    rssMb: metrics?.rssMb ?? null,
  };
}

/**
 * Ratios against the mean of the pass's `/api/ping` runs at the same concurrency; the bare hello-world
 * against `/api/ping` alone in a fresh process (like for like: each process has served one route).
 */
export function withPingRatios(runs: WebRun[], pingOf: (pass: Pass, connections: number, route?: string) => number | null): WebRun[] {
  return runs.map((r) => {
    const ping = r.pass === 'baseline' ? pingOf('warm', r.connections, PING_ALONE) : pingOf(r.pass, r.connections);
    return { ...r, pingRatio: ping ? Number((r.reqPerSec / ping).toFixed(3)) : null };
  });
}

export function markdownTable(runs: WebRun[]): string {
  const head = ['pass', 'route', 'conns', 'req/s', 'p50 ms', 'p99 ms', '% of ping', 'loop p99 ms', 'RSS MB', 'errors'];
  const cell = (v: number | null, digits = 0) => (v === null ? '–' : v.toFixed(digits));
  const rows = runs.map((r) => [
    r.pass,
    r.route,
    String(r.connections),
    String(r.reqPerSec),
    cell(r.p50Ms),
    cell(r.p99Ms),
    r.pingRatio === null ? '–' : `${(r.pingRatio * 100).toFixed(0)}%`,
    cell(r.loopDelayP99Ms, 1),
    cell(r.rssMb),
    String(r.errors + r.non2xx),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

export interface Verdict {
  target: string;
  pass: boolean;
  failing: string[];
}

export function verdicts(runs: WebRun[], peakRssMb: number): Verdict[] {
  const name = (r: WebRun) => `${r.pass} ${r.route} @${r.connections}`;
  const check = (target: string, failing: WebRun[]): Verdict => ({ target, pass: failing.length === 0, failing: failing.map(name) });
  const app = runs.filter((r) => r.pass !== 'baseline');
  return [
    // The hello-world row's ratio is hello ÷ ping: ping keeps 1 ÷ that of the bare server.
    check(
      `/api/ping ≥ ${TARGETS.pingHelloRatio * 100}% of a bare Fastify hello-world at every concurrency`,
      runs.filter((r) => r.pass === 'baseline' && r.pingRatio !== null && 1 / r.pingRatio < TARGETS.pingHelloRatio),
    ),
    check(
      `warm pages ≥ ${TARGETS.warmPingRatio * 100}% of /api/ping at every concurrency`,
      runs.filter((r) => r.pass === 'warm' && isPage(r) && (r.pingRatio ?? 0) < TARGETS.warmPingRatio),
    ),
    check(
      `misses p99 ≤ ${TARGETS.missP99Ms} ms at ${TARGETS.missP99Connections} connections`,
      runs.filter((r) => r.pass === 'miss' && isPage(r) && r.connections === TARGETS.missP99Connections && r.p99Ms > TARGETS.missP99Ms),
    ),
    check(
      `search misses p99 ≤ ${TARGETS.searchMissP99Ms} ms at ${TARGETS.missP99Connections} connections`,
      runs.filter(
        (r) =>
          r.pass === 'miss' &&
          r.route.startsWith('search') &&
          r.connections === TARGETS.missP99Connections &&
          r.p99Ms > TARGETS.searchMissP99Ms,
      ),
    ),
    check(
      `long-tail misses (article, tag, team, game over the whole set) p99 ≤ ${Object.entries(TARGETS.tailP99Ms)
        .map(([c, ms]) => `${ms} ms at ${c}`)
        .join(', ')} connections`,
      runs.filter((r) => r.pass === 'miss' && isLongTail(r) && r.p99Ms > (TARGETS.tailP99Ms[r.connections] ?? Infinity)),
    ),
    check(
      `event-loop delay p99 ≤ ${TARGETS.loopDelayP99Ms} ms`,
      app.filter((r) => (r.loopDelayP99Ms ?? 0) > TARGETS.loopDelayP99Ms),
    ),
    { target: `RSS ≤ ${TARGETS.rssMb} MB (peak ${peakRssMb} MB)`, pass: peakRssMb <= TARGETS.rssMb, failing: [] },
    check(
      'no errors, every answer 2xx',
      runs.filter((r) => r.errors > 0 || r.non2xx > 0),
    ),
  ];
}
