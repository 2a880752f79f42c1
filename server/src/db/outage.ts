import type { FastifyBaseLogger } from 'fastify';

const PROBE_MS = 2_000;

/**
 * Logs a database outage once when it starts and once when it ends, however many requests meet it in
 * between (one line per request buried the one that mattered). While down it probes the database, so
 * the end is logged even when no request comes.
 */
export class OutageLog {
  private since: number | null = null;
  private failures = 0;
  private probe: NodeJS.Timeout | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly ping: () => Promise<unknown>,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  failed(err: unknown): void {
    this.failures++;
    if (this.since !== null) return;
    this.since = Date.now();
    this.log.error({ err }, 'database unavailable: serving cached pages, answering the rest with 503');
    this.probe = setInterval(() => {
      this.ping().then(
        () => this.recovered(),
        () => undefined,
      );
    }, PROBE_MS);
    this.probe.unref();
  }

  recovered(): void {
    if (this.since === null) return;
    this.log.info({ downForMs: Date.now() - this.since, failedRequests: this.failures }, 'database available again');
    this.since = null;
    this.failures = 0;
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
  }

  stop(): void {
    if (this.probe) clearInterval(this.probe);
  }
}
