import { PurgeFailed, type CdnPurger } from './purger.js';

export interface PurgeLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PurgeQueueOptions {
  /** Tags arriving within this long go out in one call (a save touches several at once). */
  batchMs?: number;
  /** Tags waiting at most; past that the queue purges everything instead (memory stays bounded). */
  maxPending?: number;
  /** Failed attempts at purging tags before the queue purges everything instead. */
  widenAfter?: number;
  /** Longest wait between attempts (ms); the first waits a second, each next twice as long. */
  maxBackoffMs?: number;
  now?: () => number;
}

/**
 * Purges a cache in front by tag, in batches, until it has worked: a failed purge is tried again with
 * growing waits (or when the API says), never dropped. Tags that keep failing, or a refusal that will
 * not change, widen into a purge of everything, which is tried until it works too: the cache in front
 * may be emptied more than needed, but it never keeps a page the app knows is stale. One warning per
 * streak of failures, one line when purging works again.
 */
export class PurgeQueue {
  private readonly pending = new Set<string>();
  private everything = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private closed = false;
  private readonly batchMs: number;
  private readonly maxPending: number;
  private readonly widenAfter: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly purger: CdnPurger,
    private readonly log: PurgeLogger,
    options: PurgeQueueOptions = {},
  ) {
    this.batchMs = options.batchMs ?? 100;
    this.maxPending = options.maxPending ?? 10_000;
    this.widenAfter = options.widenAfter ?? 5;
    this.maxBackoffMs = options.maxBackoffMs ?? 60_000;
  }

  /** Tags or everything still to purge. */
  get waiting(): { tags: number; everything: boolean } {
    return { tags: this.pending.size, everything: this.everything };
  }

  add(tags: Iterable<string>): void {
    if (this.closed || this.everything) return;
    for (const tag of tags) this.pending.add(tag);
    if (this.pending.size > this.maxPending) this.widen('too many tags waiting');
    this.schedule(this.batchMs);
  }

  addAll(): void {
    if (this.closed) return;
    this.everything = true;
    this.pending.clear();
    this.schedule(this.batchMs);
  }

  /** Tries once more to purge what waits (for shutdown), then stops; what still fails is logged. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    if (this.everything || this.pending.size) await this.attempt();
    if (this.everything || this.pending.size)
      this.log.error({ cdn: this.purger.name, ...this.waiting }, 'CDN purge left undone at shutdown');
  }

  /** Resolves when nothing waits or is being purged (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.running || this.timer) await (this.running ?? new Promise((r) => setTimeout(r, 10)));
  }

  private widen(reason: string): void {
    this.log.warn({ cdn: this.purger.name, tags: this.pending.size, reason }, 'CDN purge widened to everything');
    this.everything = true;
    this.pending.clear();
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.running || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.attempt().finally(() => {
        this.running = null;
        if (this.everything || this.pending.size) this.schedule(this.failures ? this.backoff() : 0);
      });
    }, delayMs);
    this.timer.unref();
  }

  private retryAfterMs: number | null = null;

  private backoff(): number {
    const exponential = Math.min(this.maxBackoffMs, 1_000 * 2 ** (this.failures - 1));
    return Math.min(this.maxBackoffMs, Math.max(exponential, this.retryAfterMs ?? 0));
  }

  private async attempt(): Promise<void> {
    try {
      if (this.everything) {
        await this.purger.purgeAll();
        this.everything = false;
      } else {
        // One batch per call; tags added meanwhile wait for the next round.
        const batch = [...this.pending].slice(0, this.purger.maxTagsPerCall);
        await this.purger.purgeTags(batch);
        for (const tag of batch) this.pending.delete(tag);
      }
      if (this.failures) this.log.info({ cdn: this.purger.name, failures: this.failures }, 'CDN purge works again');
      this.failures = 0;
      this.retryAfterMs = null;
    } catch (err) {
      const failed = err instanceof PurgeFailed ? err : new PurgeFailed(String(err), true);
      this.failures++;
      this.retryAfterMs = failed.retryAfterMs;
      if (this.failures === 1)
        this.log.warn({ cdn: this.purger.name, err: failed.message, retryable: failed.retryable }, 'CDN purge failed; retrying');
      if (!this.everything && (!failed.retryable || this.failures >= this.widenAfter)) this.widen(failed.message);
      else if (this.everything && this.failures === this.widenAfter)
        this.log.error(
          { cdn: this.purger.name, err: failed.message },
          'CDN purge of everything keeps failing; pages in front may be stale',
        );
    }
  }
}
