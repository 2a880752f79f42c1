/** Thrown when a gate's waiting line is full: the caller answers at once instead of queueing more. */
export class GateFull extends Error {}

/**
 * At most `limit` tasks run at once and at most `queue` more wait for a turn; past that, `run` throws
 * GateFull immediately. Used where each task is expensive (a password hash) or holds a shared
 * resource (a database connection staff work must not take from readers).
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private limit: number,
    private queue: number,
  ) {}

  resize(limit: number, queue: number): void {
    this.limit = limit;
    this.queue = queue;
    while (this.running < this.limit && this.waiting.length) this.waiting.shift()!();
  }

  /**
   * Waits for a turn; the function it resolves to gives the turn back (calling it twice gives back one).
   * `queueAnyway` waits past a full line: for work bounded elsewhere that must not fail halfway (the
   * next page of an export already being sent).
   */
  async acquire(queueAnyway = false): Promise<() => void> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queue && !queueAnyway) throw new GateFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      if (this.running < this.limit) this.waiting.shift()?.();
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}
