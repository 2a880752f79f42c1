import http from 'node:http';

/** What one request came to: its status (0 when the connection failed or timed out) and its time to the last byte. */
export interface Answer {
  status: number;
  ms: number;
}

export interface Ask {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/** One request over `agent` (keep-alive sockets), read to its end; never rejects. */
export function ask(
  agent: http.Agent,
  origin: URL,
  { path, method = 'GET', headers = {}, body, timeoutMs = 10_000 }: Ask,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, ms: performance.now() - started });
    };
    const req = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => finish(res.statusCode ?? 0));
        res.on('error', () => finish(0));
      },
    );
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      finish(0);
    });
    req.on('error', () => finish(0));
    req.end(body);
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.max(0, ms)));

/**
 * Runs `task` from `connections` loops until `until` (a time on `performance.now()`'s clock): closed
 * loops when `rate` is 0, else each loop keeps its share of `rate` requests a second and skips the
 * slots it missed rather than catching up in a burst.
 */
export async function lanes(connections: number, rate: number, until: number, task: (lane: number) => Promise<void>): Promise<void> {
  const loops = Array.from({ length: connections }, async (_, lane) => {
    const interval = rate > 0 ? (1000 * connections) / rate : 0;
    let next = performance.now() + (interval * lane) / connections;
    while (performance.now() < until) {
      if (interval > 0) {
        await sleep(next - performance.now());
        if (performance.now() >= until) break;
        next = Math.max(next + interval, performance.now());
      }
      await task(lane);
    }
  });
  await Promise.all(loops);
}

/** Latencies and statuses of one kind of request in one phase. */
export class Tally {
  readonly ms: number[] = [];
  readonly statuses: Record<string, number> = {};

  add({ status, ms }: Answer): void {
    this.ms.push(ms);
    const key = status === 0 ? 'failed' : String(status);
    this.statuses[key] = (this.statuses[key] ?? 0) + 1;
  }

  toJSON() {
    return { ms: this.ms.map((m) => Math.round(m * 100) / 100), statuses: this.statuses };
  }
}
