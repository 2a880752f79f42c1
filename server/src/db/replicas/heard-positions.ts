import type { Lsn } from './lsn.js';

/** Positions kept at most; past it the oldest go (see `add`). */
const MAX_ENTRIES = 1_000;

/**
 * The WAL positions of the changes this process has heard, each with the time it was heard: a replica's
 * lag is how long ago it should have had the oldest of them it still lacks. Measured against what the
 * site changed rather than against the replica's last replayed transaction, it reads 0 on a quiet
 * primary, and it needs no statement on the primary.
 */
export class HeardPositions {
  private entries: { lsn: Lsn; at: number }[] = [];

  /** Positions come in rising order (the router keeps only a new highest). */
  add(lsn: Lsn, at: number): void {
    this.entries.push({ lsn, at });
    // Dropping the oldest can only understate a far-behind replica's lag, and lag only decides whether
    // renders wait for a replica, never whether one may be read.
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  lagMs(replayed: Lsn, now: number): number {
    const missing = this.entries.find((e) => e.lsn > replayed);
    return missing ? Math.max(0, now - missing.at) : 0;
  }

  /** Forgets the positions every replica has replayed. */
  prune(upTo: Lsn): void {
    const keep = this.entries.findIndex((e) => e.lsn > upTo);
    this.entries = keep === -1 ? [] : this.entries.slice(keep);
  }
}
