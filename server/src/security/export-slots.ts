import { AddressCounts } from './address-counts.js';

/** Why an export was refused: the caller's own exports, or everyone's. */
export type ExportRefusal = 'yours' | 'everyone';

/**
 * Exports under way, per staff member and in all. An export streams for as long as its client reads,
 * so it is counted from its start until its connection closes.
 */
export class ExportSlots {
  private running = 0;
  private readonly perUser: AddressCounts;

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
