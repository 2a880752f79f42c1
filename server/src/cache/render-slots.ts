/**
 * Runs at most `limit` jobs at once and the rest in arrival order. Rendering misses is CPU work on one
 * thread: fifty of them in flight do not finish sooner than a few at a time, but every database answer
 * that arrives together runs its synchronous part (hydration, React) in one turn of the event loop, so
 * the loop stalls for all of them together and fifty half-built pages sit in the heap at once.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
