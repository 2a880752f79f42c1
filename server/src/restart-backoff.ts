export interface BackoffOptions {
  firstMs: number;
  maxMs: number;
  /** A worker that stayed up this long was healthy: the next crash starts the delays over. */
  stableMs: number;
}

/**
 * How long to wait before replacing a crashed worker. The wait doubles while workers keep dying young,
 * so a crash loop (a bad deploy, the database refusing connections) does not spin the CPU.
 */
export class RestartBackoff {
  private next: number;

  constructor(private readonly options: BackoffOptions = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 }) {
    this.next = options.firstMs;
  }

  delayAfter(uptimeMs: number): number {
    if (uptimeMs >= this.options.stableMs) this.next = this.options.firstMs;
    const delay = this.next;
    this.next = Math.min(this.next * 2, this.options.maxMs);
    return delay;
  }
}
