/** Thrown when a gate's waiting line is full: the caller answers at once instead of queueing more. */
export class GateFull extends Error {}

/**
 * At most `limit` tasks run at once and at most `queue` more wait for a turn; past that, `acquire`
 * throws GateFull immediately. Used where each task is expensive (a password hash) or holds a shared
 * resource (a database connection staff work must not take from readers).
 *
 * A turn given back goes straight to the first in line, so nobody arriving meanwhile slips past the
 * limit; one who stops waiting (its signal aborts) leaves the line and is never handed a turn.
 */
export class WorkGate {
  private running = 0;
  /** The line, in order of arrival: each entry hands its waiter the turn. */
  private readonly waiting = new Set<() => void>();

  constructor(
    private limit: number,
    private queue: number,
  ) {}

  /** Turns in use, and waiters in line. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.size };
  }

  resize(limit: number, queue: number): void {
    this.limit = limit;
    this.queue = queue;
    while (this.running < this.limit && this.waiting.size) {
      this.running++;
      this.grantNext();
    }
  }

  /**
   * Waits for a turn; the function it resolves to gives the turn back (calling it twice gives back one).
   * `queueAnyway` waits past a full line: for work bounded elsewhere that must not fail halfway (the
   * next page of an export already being sent). An aborted `signal` takes the waiter out of the line
   * and rejects with the signal's reason.
   */
  async acquire(queueAnyway = false, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.running < this.limit) {
      this.running++;
      return this.turn();
    }
    if (this.waiting.size >= this.queue && !queueAnyway) throw new GateFull();
    await new Promise<void>((resolve, reject) => {
      const granted = () => {
        signal?.removeEventListener('abort', left);
        resolve();
      };
      const left = () => {
        this.waiting.delete(granted);
        reject(signal!.reason);
      };
      this.waiting.add(granted);
      signal?.addEventListener('abort', left, { once: true });
    });
    // Counted already: the turn was handed over without being given back to the pool.
    return this.turn();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  private turn(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.running <= this.limit && this.waiting.size) this.grantNext();
      else this.running--;
    };
  }

  private grantNext(): void {
    const [next] = this.waiting;
    this.waiting.delete(next!);
    next!();
  }
}
