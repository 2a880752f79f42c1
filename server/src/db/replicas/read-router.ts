import type { EntityManager } from '@mikro-orm/core';
import { HeardPositions } from './heard-positions.js';
import type { Lsn } from './lsn.js';
import { Replica, type ReplicaConnection, type ReplicaLog } from './replica.js';

/** Where public renders read: `run` hands the work an EntityManager on the primary or on a replica. */
export interface PublicReads {
  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
}

/** Without replicas every public read is a fork of the primary's EntityManager, as before. */
export const primaryReads = (fork: () => EntityManager): PublicReads => ({ run: (work) => work(fork()) });

export interface ReadRouterOptions {
  /** A fresh EntityManager on the primary. */
  primary: () => EntityManager;
  /** The primary's WAL position now. */
  position: () => Promise<Lsn>;
  replicas: readonly ReplicaConnection[];
  /** Longest a render waits for a replica to replay what it must show before reading the primary. */
  waitMs: number;
  maxLagMs: number;
  log: ReplicaLog;
  /** Shortest time between two looks at one replica while renders wait: a few tens of ms. */
  pollMs?: number;
  /** How often every replica is looked at regardless (a down one comes back, a lagging one catches up). */
  healthMs?: number;
}

const POLL_MS = 20;
const HEALTH_MS = 1_000;
const START_LOOK_MS = 1_000;

/** The first replica to replay `lsn` by `deadline`, or null. */
function firstReaching(replicas: readonly Replica[], lsn: Lsn, deadline: number): Promise<Replica | null> {
  return new Promise((resolve) => {
    let left = replicas.length;
    for (const replica of replicas) {
      void replica.reach(lsn, deadline).then((reached) => {
        if (reached) resolve(replica);
        else if (--left === 0) resolve(null);
      });
    }
  });
}

/**
 * Public reads on the replicas without a stale render. The process keeps the highest WAL position of the
 * changes it has heard (its own and the other processes', carried by the change channel); a render reads
 * a replica only once that replica has replayed that far, waits a bounded time for one to, and otherwise
 * reads the primary. A render that began before a change was heard may read older rows, as it may on the
 * primary: the page cache keeps such a render only as invalidated and hands it to no reader who came
 * after the change (see RenderedCache.changedSince and joinable).
 * While this process cannot know how far it must read (at start, while the change channel is down, after
 * a change that came without a position) everything reads the primary.
 */
export class ReadRouter implements PublicReads {
  /** Reads served by each side, waits and their outcomes: what the tests check. */
  readonly stats = { replica: 0, primary: 0, waits: 0, timeouts: 0, retries: 0 };
  readonly replicas: readonly Replica[];
  private highest: Lsn = 0n;
  private readonly heardAt = new HeardPositions();
  /** Whether `highest` covers every change committed so far that this process could have missed. */
  private known = false;
  private channelDown = false;
  private refreshing: Promise<void> | null = null;
  private generation = 0;
  private turn = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: ReadRouterOptions) {
    const policy = {
      pollMs: options.pollMs ?? POLL_MS,
      maxLagMs: options.maxLagMs,
      lagMs: (replayed: Lsn) => this.heardAt.lagMs(replayed, Date.now()),
      log: options.log,
    };
    this.replicas = options.replicas.map((connection) => new Replica(connection, policy));
  }

  /** The highest position heard: what a render starting now must see. */
  get needed(): Lsn {
    return this.highest;
  }

  /**
   * Learns where the primary is (changes committed before this process started were never announced to
   * it, and a replica may be far behind them) and starts looking at the replicas.
   */
  async start(): Promise<void> {
    await this.refresh();
    // A first look before serving, but a replica that does not answer (its host gone) does not hold up the start.
    await Promise.race([Promise.all(this.replicas.map((r) => r.ask())), new Promise((r) => setTimeout(r, START_LOOK_MS).unref())]);
    this.timer = setInterval(() => this.check(), this.options.healthMs ?? HEALTH_MS);
    this.timer.unref();
  }

  /** A change was heard; null: it came without a position, so the primary is asked for one. */
  heard(lsn: Lsn | null): void {
    if (lsn === null) void this.refresh();
    else this.raise(lsn);
  }

  /** The change channel is down: other processes' changes, and their positions, are not arriving. */
  channelLost(): void {
    this.channelDown = true;
  }

  /** The channel is back; what was missed meanwhile is covered by the primary's position now. */
  channelBack(): void {
    this.channelDown = false;
    void this.refresh();
  }

  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const replica = await this.choose();
    if (replica) {
      try {
        const result = await work(replica.connection.fork());
        this.stats.replica++;
        return result;
      } catch (err) {
        // Whatever failed is run again on the primary. Telling a replica's failure from the render's own is
        // unreliable (statements sent straight to the pg client fail with bare socket errors, a standby
        // cancels statements that conflict with replay), and a render that fails on its own fails there
        // too, at the cost of one more render.
        replica.readFailed(err);
        this.stats.retries++;
      }
    }
    this.stats.primary++;
    return work(this.options.primary());
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.replicas.map((r) => r.close()));
  }

  private async choose(): Promise<Replica | null> {
    if (!this.known || this.channelDown) return null;
    const needed = this.highest;
    const inUse = this.replicas.filter((r) => r.skipped === null);
    const ready = inUse.filter((r) => r.replayed !== null && r.replayed >= needed);
    if (ready.length > 0) return ready[this.turn++ % ready.length]!;
    const worthWaiting = inUse.filter((r) => r.stalledAt === null || needed < r.stalledAt);
    if (worthWaiting.length === 0 || this.options.waitMs <= 0) return null;
    this.stats.waits++;
    const found = await firstReaching(worthWaiting, needed, Date.now() + this.options.waitMs);
    if (found) return found;
    this.stats.timeouts++;
    for (const r of worthWaiting) r.stalled(needed);
    return null;
  }

  private raise(lsn: Lsn): void {
    if (lsn <= this.highest) return;
    this.highest = lsn;
    this.heardAt.add(lsn, Date.now());
  }

  /** Reads the primary's position; until it is in, every render reads the primary. */
  private refresh(): Promise<void> {
    const generation = ++this.generation;
    this.known = false;
    const refreshing = this.options.position().then(
      (lsn) => {
        this.raise(lsn);
        if (generation === this.generation) this.known = true;
      },
      (err: unknown) => this.options.log.warn({ err }, 'WAL position of the primary not read; public reads stay on the primary'),
    );
    this.refreshing = refreshing;
    void refreshing.finally(() => {
      if (this.refreshing === refreshing) this.refreshing = null;
    });
    return refreshing;
  }

  private check(): void {
    if (!this.known && !this.refreshing) void this.refresh();
    for (const replica of this.replicas) void replica.ask();
    const positions = this.replicas.map((r) => r.replayed).filter((p): p is Lsn => p !== null);
    if (positions.length > 0) this.heardAt.prune(positions.reduce((a, b) => (a < b ? a : b)));
  }
}
