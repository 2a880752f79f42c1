/** The plans the siege hands its two client processes, and what it makes of their tallies. */

export interface ReaderPlan {
  origin: string;
  /** Epoch ms: the quiet phase starts here, the siege `quietMs` later, and the reader stops `siegeMs` after that. */
  startAt: number;
  quietMs: number;
  siegeMs: number;
  cached: string[];
  misses: string[];
  cachedRate: number;
  cachedConnections: number;
  missRate: number;
  missConnections: number;
  /** The forwarded address the reader comes from, as a CDN in front would say. */
  address: string;
}

export interface HostilePlan {
  origin: string;
  /** Epoch ms the siege starts at; it lasts `durationMs`. */
  startAt: number;
  durationMs: number;
  /** Which of the attacks run (all of ATTACKS unless narrowed to find which one hurts). */
  attacks: string[];
  paths: { article: string; articleId: number; tag: string };
  bust: { connections: number; rate: number };
  slow: { sockets: number; address: string };
  live: { streams: number; address: string; path: string };
  login: { addresses: number; ratePerAddress: number };
  exports: { concurrent: number; cookie: string; address: string };
  comments: { rate: number; newsIds: number[] };
}

export const ATTACKS = ['bust', 'slow', 'live', 'login', 'exports', 'comments'];

export type Kind = 'cached' | 'miss' | 'ping';
export type Phase = 'quiet' | 'siege';
export interface TallyJson {
  ms: number[];
  statuses: Record<string, number>;
}
export type ReaderTallies = Record<Kind, Record<Phase, TallyJson>> & { byPath: Record<string, Record<Phase, TallyJson>> };

export const TARGETS = { cachedP99Ms: 50, cachedOkShare: 0.999, missP99Ms: 250, pingRatio: 0.5, rssMb: 400 };

export interface Row {
  kind: Kind;
  phase: Phase;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Share of 2xx answers. */
  ok: number;
  server5xx: number;
  failed: number;
  statuses: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function summarize(t: TallyJson, seconds: number) {
  const sorted = [...t.ms].sort((a, b) => a - b);
  const count = (test: (status: string) => boolean) =>
    Object.entries(t.statuses)
      .filter(([s]) => test(s))
      .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: sorted.length,
    perSecond: round(sorted.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? NaN),
    ok: sorted.length ? count((s) => s.startsWith('2')) / sorted.length : 0,
    server5xx: count((s) => s.startsWith('5')),
    failed: count((s) => s === 'failed'),
    statuses: t.statuses,
  };
}

export function readerRows(tallies: ReaderTallies, quietS: number, siegeS: number): Row[] {
  const rows: Row[] = [];
  for (const kind of ['cached', 'miss', 'ping'] as const) {
    for (const phase of ['quiet', 'siege'] as const) {
      rows.push({ kind, phase, ...summarize(tallies[kind][phase], phase === 'quiet' ? quietS : siegeS) });
    }
  }
  return rows;
}

export interface Verdict {
  target: string;
  pass: boolean;
  measured: string;
}

export function verdicts(rows: Row[], peakRssMb: number): Verdict[] {
  const row = (kind: Kind, phase: Phase) => rows.find((r) => r.kind === kind && r.phase === phase)!;
  const cached = row('cached', 'siege');
  const miss = row('miss', 'siege');
  const pingRatio = row('ping', 'siege').perSecond / Math.max(1, row('ping', 'quiet').perSecond);
  const fiveXx = rows.filter((r) => r.server5xx > 0);
  const pct = (n: number) => `${(n * 100).toFixed(2)} %`;
  return [
    {
      target: `cached pages p99 ≤ ${TARGETS.cachedP99Ms} ms during the siege`,
      pass: cached.p99Ms <= TARGETS.cachedP99Ms,
      measured: `${cached.p99Ms} ms`,
    },
    {
      target: `cached pages ≥ ${pct(TARGETS.cachedOkShare)} 2xx during the siege`,
      pass: cached.ok >= TARGETS.cachedOkShare,
      measured: pct(cached.ok),
    },
    {
      target: `article misses p99 ≤ ${TARGETS.missP99Ms} ms during the siege`,
      pass: miss.p99Ms <= TARGETS.missP99Ms,
      measured: `${miss.p99Ms} ms`,
    },
    {
      target: `/api/ping during the siege ≥ ${TARGETS.pingRatio * 100} % of its quiet rate`,
      pass: pingRatio >= TARGETS.pingRatio,
      measured: `${(pingRatio * 100).toFixed(0)} %`,
    },
    {
      target: 'no 5xx for readers',
      pass: fiveXx.length === 0,
      measured: fiveXx.length ? fiveXx.map((r) => `${r.kind} ${r.phase}: ${r.server5xx}`).join(', ') : 'none',
    },
    { target: `server peak RSS ≤ ${TARGETS.rssMb} MB`, pass: peakRssMb <= TARGETS.rssMb, measured: `${peakRssMb} MB` },
  ];
}

export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => `${'-'.repeat(w + 1)}${i === 0 ? '-' : ':'}`).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

export const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
