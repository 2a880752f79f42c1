import { AddressCounts } from './address-counts.js';

/** Why an export was refused: the caller's own exports, or everyone's. */
export type ExportRefusal = 'yours' | 'everyone';

interface LaneClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const REAL_CLOCK: LaneClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * One piece of work at a time for the whole process, each followed by a rest `restFactor` times as long
 * as it took: all work through the lane together keeps at most 1 / (1 + restFactor) of the process,
 * however many callers take turns. Callers wait in arrival order; how many can wait is bounded by
 * whoever admits them (the export slots).
 */
export class PacedLane {
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly restFactor: number,
    private readonly clock: LaneClock = REAL_CLOCK,
  ) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    let took = 0;
    const result = this.tail.then(async () => {
      const started = this.clock.now();
      try {
        return await work();
      } finally {
        took = this.clock.now() - started;
      }
    });
    // The lane is held through the rest, whether the work succeeded or not.
    this.tail = result.then(
      () => this.clock.sleep(took * this.restFactor),
      () => this.clock.sleep(took * this.restFactor),
    );
    return result;
  }
}

/**
 * Exports under way, per staff member and in all. An export streams for as long as its client reads,
 * so it is counted from its start until its connection closes.
 */
export class ExportSlots {
  private running = 0;
  private readonly perUser: AddressCounts;
  /**
   * Every export's pages, one at a time, each followed by a rest twice its length: all exports together
   * keep at most a third of the process. Paced one by one, three exports at once held it all (under
   * siege, MikroORM's hydration of their pages was half of the server's busy time).
   */
  readonly pages = new PacedLane(2);

  constructor(
    private readonly max: number,
    readonly maxPerUser: number,
  ) {
    this.perUser = new AddressCounts(maxPerUser);
  }

  /** Takes a slot for one more export by `user`: the function gives it back (once, however often called). */
  take(user: number): (() => void) | ExportRefusal {
    if (this.running >= this.max) return 'everyone';
    const own = this.perUser.take(String(user));
    if (!own) return 'yours';
    this.running++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.running--;
      own();
    };
  }
}
