import http from 'node:http';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LIVE_PATH } from '@meydan/shared-types/public';
import { DEMO_LOGINS } from '../src/seeders/demo.js';
import { createTestDatabase } from '../src/testing/index.js';
import { sseParser } from '../src/testing/sse-stream.js';
import { startServerProcess } from './server-process.js';

/*
 * pnpm bench:live [--clients 2000] [--saves 20] [--entries 10] [--port 3918]
 * The production server in a child process on a small seeded PostgreSQL database (dropped afterwards);
 * this process holds `clients` live streams on one game and saves that game's result `saves` times
 * through the admin API, then adds `entries` commentary entries to it, measuring how long each save and
 * each entry takes to reach every reader and the server's memory. Needs a file descriptor per stream on both sides: `ulimit -n` above twice the clients.
 */
const { values } = parseArgs({
  options: { clients: { type: 'string' }, saves: { type: 'string' }, entries: { type: 'string' }, port: { type: 'string' } },
});
const CLIENTS = Number(values.clients ?? 2_000);
const SAVES = Number(values.saves ?? 20);
const ENTRIES = Number(values.entries ?? 10);
const port = Number(values.port ?? 3918);
const TARGETS = { p99Ms: 1_000, rssMb: 300 };
const CONNECT_BATCH = 200;
const DELIVERY_TIMEOUT_MS = 10_000;
const HOME_SCORE = /"homeScore":(\d+)/;
/** The marker of a commentary entry this bench adds; a message carries the latest few entries, so all are read. */
const ENTRY_MARK = /سنجش #(\d+)/g;

process.env.TEST_DATABASE_URL ||= process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A reader: one stream, the time each score and each commentary entry reached it. */
interface Reader {
  request: http.ClientRequest;
  seen: Map<number, number>;
  seenEntries: Map<number, number>;
  failed: string | null;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function openReader(url: string, onScore: (score: number) => void, onEntry: (n: number) => void): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const reader: Reader = { request: null as unknown as http.ClientRequest, seen: new Map(), seenEntries: new Map(), failed: null };
    reader.request = http.get(url, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      const feed = sseParser((e) => {
        if (e.event !== 'game') return;
        // Read without parsing the whole state: 2,000 parses per save would be this process's delay, not the server's.
        const match = HOME_SCORE.exec(e.data);
        const score = match ? Number(match[1]) : null;
        if (score !== null && !reader.seen.has(score)) {
          reader.seen.set(score, performance.now());
          onScore(score);
        }
        for (const m of e.data.matchAll(ENTRY_MARK)) {
          const n = Number(m[1]);
          if (reader.seenEntries.has(n)) continue;
          reader.seenEntries.set(n, performance.now());
          onEntry(n);
        }
      });
      res.on('data', feed);
      res.on('close', () => (reader.failed ??= 'closed'));
      resolve(reader);
    });
    reader.request.on('error', (err) => {
      reader.failed = err.message;
      reject(err);
    });
  });
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const round = (n: number) => Math.round(n * 10) / 10;

async function main() {
  const db = await createTestDatabase();
  const logFile = join(tmpdir(), 'meydan-bench-live.log');
  const server = await startServerProcess(
    {
      DATABASE_URL: db.databaseUrl!,
      DATA_DIR: db.dataDir,
      MEDIA_DIR: db.mediaDir,
      WEB_CONCURRENCY: '1',
      // Every stream comes from this one address: the per-address limits would turn most of them away.
      MAX_CONNECTIONS_PER_IP: String(CLIENTS + 100),
      LIVE_MAX_PER_IP: String(CLIENTS + 100),
      MAX_CONNECTIONS: String(Math.max(8_000, CLIENTS + 100)),
    },
    port,
    logFile,
  );
  const readers: Reader[] = [];
  try {
    const admin = DEMO_LOGINS.find((l) => l.role === 'admin')!;
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    if (!login.ok) throw new Error(`logging in: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = await fetch(`${server.origin}/api/admin/game?filter=${encodeURIComponent('{"status":"live"}')}&range=[0,0]`, {
      headers: { cookie },
    });
    if (!list.ok) throw new Error(`finding a live game: ${list.status} ${await list.text()}`);
    const [game] = (await list.json()) as { id: number; awayScore: number | null }[];
    const rssIdle = rssMb(server.pid);

    // Open the streams in batches, as readers arriving; each waits for its first state.
    const waiting = new Map<number, { expected: number; done: () => void }>();
    const delivered = new Map<number, number>();
    const onScore = (score: number) => {
      const n = (delivered.get(score) ?? 0) + 1;
      delivered.set(score, n);
      const w = waiting.get(score);
      if (w && n >= w.expected) w.done();
    };
    const entryWaiting = new Map<number, { expected: number; done: () => void }>();
    const entryDelivered = new Map<number, number>();
    const onEntry = (n: number) => {
      const count = (entryDelivered.get(n) ?? 0) + 1;
      entryDelivered.set(n, count);
      const w = entryWaiting.get(n);
      if (w && count >= w.expected) w.done();
    };
    const connectStarted = performance.now();
    for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () =>
        openReader(`${server.origin}${LIVE_PATH}?games=${game.id}`, onScore, onEntry),
      );
      readers.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - connectStarted;
    await new Promise((r) => setTimeout(r, 1_000));
    const rssConnected = rssMb(server.pid);

    const fromResponse: number[] = [];
    const fromRequest: number[] = [];
    const saveMs: number[] = [];
    /** Per save: from its request to the first reader, and from the first reader to the last (the fan-out). */
    const firstMs: number[] = [];
    const spreadMs: number[] = [];
    let missed = 0;
    for (let s = 1; s <= SAVES; s++) {
      const score = 100 + s;
      const all = new Promise<void>((resolve) => {
        waiting.set(score, { expected: readers.length, done: resolve });
      });
      const started = performance.now();
      const res = await fetch(`${server.origin}/api/admin/game/${game.id}/result`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ status: 'live', homeScore: score, awayScore: game.awayScore ?? 0, events: [] }),
      });
      const answered = performance.now();
      if (!res.ok) throw new Error(`saving the result: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      saveMs.push(answered - started);
      await Promise.race([all, new Promise((r) => setTimeout(r, DELIVERY_TIMEOUT_MS))]);
      waiting.delete(score);
      let first = Infinity;
      let last = -Infinity;
      for (const reader of readers) {
        const at = reader.seen.get(score);
        if (at === undefined) missed++;
        else {
          first = Math.min(first, at);
          last = Math.max(last, at);
          // Delivered before the save's own response arrived counts as no delay at all.
          fromResponse.push(Math.max(0, at - answered));
          fromRequest.push(at - started);
        }
      }
      firstMs.push(first - started);
      spreadMs.push(last - first);
      await new Promise((r) => setTimeout(r, 250));
    }
    // One commentary entry at a time, as a reporter writes them: each reaches every reader as the latest change.
    const entryFromResponse: number[] = [];
    const entryPostMs: number[] = [];
    let entriesMissed = 0;
    for (let n = 1; n <= ENTRIES; n++) {
      const all = new Promise<void>((resolve) => {
        entryWaiting.set(n, { expected: readers.length, done: resolve });
      });
      const started = performance.now();
      const res = await fetch(`${server.origin}/api/admin/game/${game.id}/commentary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ minute: 60 + n, kind: n % 3 === 0 ? 'key' : 'note', text: `یادداشت سنجش #${n}: فشار میزبان ادامه دارد.` }),
      });
      const answered = performance.now();
      if (!res.ok) throw new Error(`adding a commentary entry: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      entryPostMs.push(answered - started);
      await Promise.race([all, new Promise((r) => setTimeout(r, DELIVERY_TIMEOUT_MS))]);
      entryWaiting.delete(n);
      for (const reader of readers) {
        const at = reader.seenEntries.get(n);
        if (at === undefined) entriesMissed++;
        else entryFromResponse.push(Math.max(0, at - answered));
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    entryFromResponse.sort((a, b) => a - b);
    entryPostMs.sort((a, b) => a - b);

    const rssAfter = rssMb(server.pid);
    const rssPeak = rssMb(server.pid, 'VmHWM');

    fromResponse.sort((a, b) => a - b);
    fromRequest.sort((a, b) => a - b);
    saveMs.sort((a, b) => a - b);
    firstMs.sort((a, b) => a - b);
    spreadMs.sort((a, b) => a - b);
    const result = {
      clients: readers.length,
      saves: SAVES,
      deliveries: fromResponse.length,
      missed,
      connectMs: Math.round(connectMs),
      saveP50Ms: round(percentile(saveMs, 50)),
      firstReaderP50Ms: round(percentile(firstMs, 50)),
      fanOutP50Ms: round(percentile(spreadMs, 50)),
      delayAfterResponseMs: {
        p50: round(percentile(fromResponse, 50)),
        p99: round(percentile(fromResponse, 99)),
        max: round(fromResponse.at(-1) ?? NaN),
      },
      delayAfterRequestMs: {
        p50: round(percentile(fromRequest, 50)),
        p99: round(percentile(fromRequest, 99)),
        max: round(fromRequest.at(-1) ?? NaN),
      },
      commentary: {
        entries: ENTRIES,
        deliveries: entryFromResponse.length,
        missed: entriesMissed,
        postP50Ms: round(percentile(entryPostMs, 50)),
        delayAfterResponseMs: {
          p50: round(percentile(entryFromResponse, 50)),
          p99: round(percentile(entryFromResponse, 99)),
          max: round(entryFromResponse.at(-1) ?? NaN),
        },
      },
      rssMb: { idle: rssIdle, connected: rssConnected, afterSaves: rssAfter, peak: rssPeak },
      targets: TARGETS,
      pass:
        missed === 0 &&
        entriesMissed === 0 &&
        percentile(fromResponse, 99) <= TARGETS.p99Ms &&
        (ENTRIES === 0 || percentile(entryFromResponse, 99) <= TARGETS.p99Ms) &&
        rssPeak <= TARGETS.rssMb,
    };
    const rows: [string, string, string][] = [
      ['streams held', String(result.clients), `${result.connectMs} ms to open`],
      ['deliveries', `${result.deliveries} of ${result.clients * SAVES}`, `${missed} missed`],
      ['save (PUT result) p50', `${result.saveP50Ms} ms`, ''],
      ["from the save's request to the first reader p50", `${result.firstReaderP50Ms} ms`, ''],
      ['from the first reader to the last p50', `${result.fanOutP50Ms} ms`, `${CLIENTS} readers`],
      [
        "delay after the save's response p50 / p99 / max",
        `${result.delayAfterResponseMs.p50} / ${result.delayAfterResponseMs.p99} / ${result.delayAfterResponseMs.max} ms`,
        `target p99 ≤ ${TARGETS.p99Ms} ms`,
      ],
      [
        "delay from the save's request p50 / p99 / max",
        `${result.delayAfterRequestMs.p50} / ${result.delayAfterRequestMs.p99} / ${result.delayAfterRequestMs.max} ms`,
        '',
      ],
      ['commentary entries delivered', `${result.commentary.deliveries} of ${result.clients * ENTRIES}`, `${entriesMissed} missed`],
      ['commentary POST p50', `${result.commentary.postP50Ms} ms`, ''],
      [
        "entry's delay after the POST's response p50 / p99 / max",
        `${result.commentary.delayAfterResponseMs.p50} / ${result.commentary.delayAfterResponseMs.p99} / ${result.commentary.delayAfterResponseMs.max} ms`,
        `target p99 ≤ ${TARGETS.p99Ms} ms`,
      ],
      [
        'server RSS idle / with streams / after saves / peak',
        `${rssIdle} / ${rssConnected} / ${rssAfter} / ${rssPeak} MB`,
        `target ≤ ${TARGETS.rssMb} MB`,
      ],
    ];
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
    process.stdout.write(
      `${rows.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`).join('\n')}\n\n${JSON.stringify(result, null, 2)}\n`,
    );
    if (!result.pass) process.exitCode = 1;
  } finally {
    for (const reader of readers) reader.request.destroy();
    await server.stop();
    await db.drop();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(
    `${/EMFILE|ENFILE/.test(message) ? 'Out of file descriptors: raise `ulimit -n` above twice --clients.\n' : ''}${message}\n`,
  );
  process.exit(1);
});
