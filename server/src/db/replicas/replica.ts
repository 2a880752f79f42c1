import type { EntityManager } from '@mikro-orm/core';
import { isDatabaseUnavailable } from '../database-errors.js';
import type { Lsn } from './lsn.js';
import type { ReplayState } from './positions.js';

/** One replica as the router uses it: reads go through `fork`, its position through `ask`. */
export interface ReplicaConnection {
  /** Host, port and database, for logs: never the password. */
  readonly name: string;
  fork(): EntityManager;
  ask(): Promise<ReplayState>;
  close(): Promise<void>;
}

export interface ReplicaLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface ReplicaPolicy {
  /** Shortest time between two looks at a replica's position while renders wait for it. */
  pollMs: number;
  /** A replica this far behind the changes heard is skipped until it catches up. */
  maxLagMs: number;
  /** How long ago the oldest change a replica at this position lacks was heard; 0 when it lacks none. */
  lagMs(replayed: Lsn): number;
  log: ReplicaLog;
}

export type SkipReason = 'starting' | 'down' | 'lagging' | 'not a standby';

/** Resolves when `promise` settles or `ms` pass, whichever is first; never rejects. */
function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * A replica's state as this process knows it. A position read from it is trusted until the next one:
 * replay only moves forward on a running standby. One that fails forgets its position, since a standby
 * restarted after a crash may reopen behind where it was (at its last restartpoint), and a render must
 * not count on a position read before the crash.
 */
export class Replica {
  /** Last replay position read; null until read, and after a failure. */
  replayed: Lsn | null = null;
  /** Why public reads skip it now; null while in use. */
  skipped: SkipReason | null = 'starting';
  /**
   * A wait for this position timed out: renders needing it or later go straight to the primary (no
   * 200 ms each) until a look shows the replica past it.
   */
  stalledAt: Lsn | null = null;
  private asking: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private lastAskedAt = -Infinity;
  private leftAt = 0;

  constructor(
    readonly connection: ReplicaConnection,
    private readonly policy: ReplicaPolicy,
  ) {}

  get name(): string {
    return this.connection.name;
  }

  /** Reads its position now (joining a look already under way); never rejects. */
  ask(): Promise<void> {
    if (this.asking) return this.asking;
    this.lastAskedAt = Date.now();
    this.asking = this.connection
      .ask()
      .then(
        (state) => this.answered(state),
        (err: unknown) => this.failed(err),
      )
      .finally(() => {
        this.asking = null;
      });
    return this.asking;
  }

  /**
   * Whether the replica has replayed `lsn` by `deadline`. Every waiter shares one look at a time, at most
   * one every `pollMs`: a hundred renders waiting cost the replica one small statement per interval.
   */
  async reach(lsn: Lsn, deadline: number): Promise<boolean> {
    for (;;) {
      if (this.skipped !== null) return false;
      if (this.replayed !== null && this.replayed >= lsn) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await within(this.askSoon(), left);
    }
  }

  /** A wait for `lsn` timed out. */
  stalled(lsn: Lsn): void {
    if (this.stalledAt === null || lsn < this.stalledAt) this.stalledAt = lsn;
  }

  /**
   * A read on it failed. A lost connection takes it out of use at once; any other failure (a bad
   * statement, or a connection error the pg client raised bare) makes it answer a look now, which a
   * replica that went away fails.
   */
  readFailed(err: unknown): void {
    if (isDatabaseUnavailable(err)) this.failed(err);
    else void this.ask();
  }

  close(): Promise<void> {
    return this.connection.close();
  }

  private askSoon(): Promise<void> {
    if (this.asking) return this.asking;
    if (this.next) return this.next;
    const wait = this.lastAskedAt + this.policy.pollMs - Date.now();
    if (wait <= 0) return this.ask();
    this.next = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
      this.next = null;
      return this.ask();
    });
    return this.next;
  }

  private answered(state: ReplayState): void {
    if (!state.standby || state.replayed === null) {
      this.replayed = null;
      return this.skip('not a standby');
    }
    this.replayed = state.replayed;
    if (this.stalledAt !== null && state.replayed >= this.stalledAt) this.stalledAt = null;
    this.skip(this.policy.lagMs(state.replayed) > this.policy.maxLagMs ? 'lagging' : null);
  }

  private failed(err: unknown): void {
    this.replayed = null;
    this.stalledAt = null;
    this.skip('down', err);
  }

  /** Logs once when it leaves and once when it is back, however many looks and reads come between. */
  private skip(reason: SkipReason | null, err?: unknown): void {
    const was = this.skipped;
    if (was === reason) return;
    this.skipped = reason;
    const { log } = this.policy;
    if (reason === null) {
      if (was === 'starting') log.info({ replica: this.name }, 'read replica in use');
      else log.info({ replica: this.name, awayMs: Date.now() - this.leftAt }, 'read replica back in use');
    } else if (was === null || was === 'starting') {
      this.leftAt = Date.now();
      log.warn({ replica: this.name, reason, err }, 'read replica skipped: public reads go to the primary until it is back');
    }
  }
}
