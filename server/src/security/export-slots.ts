import { performance } from 'node:perf_hooks';
import { AddressCounts } from './address-counts.js';

/** Why an export was refused: the caller's own exports, or everyone's. */
export type ExportRefusal = 'yours' | 'everyone';

interface LaneClock {
  now(): number;
  /** Sleeps `ms`; answers the share of that time the event loop was busy with other work (0 to 1). */
  sleep(ms: number): Promise<number>;
}

const REAL_CLOCK: LaneClock = {
  now: () => performance.now(),
  sleep: async (ms) => {
    const before = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return performance.eventLoopUtilization(before).utilization;
  },
};

/**
 * The least idle share a rest is stretched for: a loop busy 95 % of the last rest makes the next one
 * 1 / 0.1 = 10 times as long, not 20, so work through the lane slows under load but never stops.
 */
const LEAST_IDLE = 0.1;

/**
 * One piece of work at a time for the whole process, each followed by a rest: `restFactor` times as long
 * as it took on an idle process, stretched by how busy the event loop was through the last rest (by
 * 1 / idle share). Idle, all work through the lane together keeps at most 1 / (1 + restFactor) of the
 * process however many callers take turns; with readers keeping the loop busy, far less. Callers wait in
 * arrival order; how many can wait is bounded by whoever admits them (the export slots).
 */
export class PacedLane {
  private tail: Promise<void> = Promise.resolve();
  private stretch = 1;

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
    const rest = async () => {
      const busy = await this.clock.sleep(took * this.restFactor * this.stretch);
      this.stretch = 1 / Math.max(LEAST_IDLE, 1 - busy);
    };
    this.tail = result.then(rest, rest);
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
   * Every export's pages, one at a time, each followed by a rest twice its length on an idle process and
   * up to twenty times under load: all exports together keep at most a third of an idle process and a
   * twenty-first of a busy one. Paced one by one, three exports at once held it all (under siege,
   * MikroORM's hydration of their pages was half of the server's busy time); at a fixed third, the
   * loop's turns grew to 20 ms and new connections waited seconds to be accepted.
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
