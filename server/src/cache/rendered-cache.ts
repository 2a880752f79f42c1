import type { Rendered } from './rendered.js';

/** Entries of one byte budget, least recently used first. */
interface Pool {
  readonly order: Map<string, Entry>;
  bytes: number;
  readonly maxBytes: number;
}

interface Entry {
  value: Rendered;
  /** The body, its variants, its data and its key. */
  bytes: number;
  pool: Pool;
  storedAt: number;
  /** When the render that made it began, in invalidation sequence numbers. */
  renderedFrom: number;
  /** A change touched what this entry shows: it is re-rendered before anyone sees it again (kept for stale-if-error). */
  invalidated: boolean;
  refreshing: boolean;
}

/** A produced value the cache must not keep (a server error, a personal answer). */
export interface Uncacheable {
  uncacheable: Rendered;
}

export type Produced = Rendered | Uncacheable;

export interface RenderedCacheOptions {
  /** Upper bound for bodies (identity and the compressed variants made) and their keys kept; 0 turns caching off. */
  maxBytes: number;
  /**
   * Answers other than 200 (404s, redirects) are kept in a budget of their own, this large (by default a
   * sixteenth of `maxBytes`): any stranger can ask for endless missing paths, and they must not push out
   * the pages readers ask for.
   */
  sideBytes?: number;
  /** How long an entry counts as fresh; past that it is served once more while one request refreshes it. */
  ttlMs: number;
  /** Whether a failed render may fall back to the last good entry (database outages). */
  staleOnError: (err: unknown) => boolean;
  /** Told when an old body stood in for a failed render. */
  onStale?: (err: unknown) => void;
  now?: () => number;
}

interface Inflight {
  job: Promise<Rendered>;
  /** The invalidation sequence number when it began. */
  startedAt: number;
}

interface Invalidation {
  seq: number;
  /** null: everything. */
  tags: ReadonlySet<string> | null;
}

const isUncacheable = (p: Produced): p is Uncacheable => 'uncacheable' in p;

/** What a key costs beyond its characters: the Map slots and tag index entries that hold it. */
const KEY_OVERHEAD_BYTES = 64;

/** What keeping a key costs besides its answer: its UTF-16 characters and the map entries that hold it. */
export const keyBytes = (key: string) => key.length * 2 + KEY_OVERHEAD_BYTES;

/**
 * Rendered responses in memory, least recently used out first, bounded by bytes. Concurrent misses for
 * one key share one render; a time-expired entry is served while one request refreshes it; an entry a
 * change invalidated is re-rendered before it is served again, unless rendering fails in a way
 * `staleOnError` accepts (the database is down), in which case the last good body is better than none.
 */
export class RenderedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly main: Pool;
  private readonly side: Pool;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Inflight>();
  /** Renders running, those a later render of their key overtook included (the log must outlive them too). */
  private running = 0;
  private seq = 0;
  /** Invalidations since the oldest render in flight started: a render that overlaps one may hold old data. */
  private log: Invalidation[] = [];
  /** Bumped whenever an old body stood in for a failed render: what was built on it is not current. */
  private fallbacks = 0;
  private readonly now: () => number;
  private ttlMs: number;
  /** Counters for tests and the benchmark: how often a body was served from memory or rendered. */
  readonly stats = { hits: 0, renders: 0, stale: 0 };

  constructor(private readonly options: RenderedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs;
    this.main = { order: new Map(), bytes: 0, maxBytes: options.maxBytes };
    this.side = {
      order: new Map(),
      bytes: 0,
      maxBytes: Math.min(options.maxBytes, options.sideBytes ?? Math.floor(options.maxBytes / 16)),
    };
  }

  /** Shortens (or restores) how long entries count as fresh, for entries already kept too. */
  setTtl(ms: number): void {
    this.ttlMs = ms;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number; sideEntries: number; sideBytes: number } {
    return {
      entries: this.entries.size,
      bytes: this.main.bytes + this.side.bytes,
      sideEntries: this.side.order.size,
      sideBytes: this.side.bytes,
    };
  }

  /** The fresh entry for a key, synchronously: the hot path of every cached request. */
  peek(key: string): Rendered | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.invalidated || entry.storedAt + this.ttlMs <= this.now()) return undefined;
    // Map order is the LRU order: a hit moves the key to the young end.
    entry.pool.order.delete(key);
    entry.pool.order.set(key, entry);
    this.stats.hits++;
    return entry.value;
  }

  /**
   * Whether `get` would have to wait for a new render: nothing usable is kept (a time-expired entry is
   * served while it refreshes) and no render of the key is running that began after the last change
   * to it.
   */
  mustRender(key: string): boolean {
    const entry = this.entries.get(key);
    return (!entry || entry.invalidated) && !this.joinable(key);
  }

  /** The entry for a key, rendering it when missing, expired or invalidated. */
  async get(key: string, produce: () => Promise<Produced>): Promise<Rendered> {
    const hit = this.peek(key);
    if (hit) return hit;
    const entry = this.entries.get(key);
    if (entry && !entry.invalidated) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        this.stats.stale++;
        this.render(key, produce)
          .catch((err: unknown) => {
            if (this.options.staleOnError(err)) this.options.onStale?.(err);
          })
          .finally(() => {
            entry.refreshing = false;
          });
      }
      return entry.value;
    }
    try {
      return await this.render(key, produce);
    } catch (err) {
      const last = this.entries.get(key);
      if (last && this.options.staleOnError(err)) {
        this.fallbacks++;
        this.options.onStale?.(err);
        return last.value;
      }
      throw err;
    }
  }

  /**
   * The render of `key` under way, unless a change that may touch it came after it began: a reader who
   * asks after an edit gets a render that began after it too, never one that may hold the old rows
   * (with read replicas such a render may also have waited for a replica, so it can run long). The
   * key's last entry stands for the render's tags; with none, any change counts.
   */
  private joinable(key: string): Promise<Rendered> | undefined {
    const running = this.inflight.get(key);
    if (!running) return undefined;
    const tags = this.entries.get(key)?.value.tags;
    const overtaken = tags ? this.changedSince(running.startedAt, tags) : this.seq > running.startedAt;
    return overtaken ? undefined : running.job;
  }

  private render(key: string, produce: () => Promise<Produced>): Promise<Rendered> {
    const running = this.joinable(key);
    if (running) return running;
    const startedAt = this.seq;
    const fallbacksBefore = this.fallbacks;
    this.stats.renders++;
    const job = produce().then((produced) => {
      if (isUncacheable(produced)) return produced.uncacheable;
      // A page built on a stand-in (its payload during an outage) is kept for the outage, not as current.
      const current = this.fallbacks === fallbacksBefore && !this.changedSince(startedAt, produced.tags);
      // A render overtaken by a later one that has already finished leaves the later one's entry alone.
      const later = (this.entries.get(key)?.renderedFrom ?? -1) > startedAt;
      if (this.enabled && !later) this.store(key, produced, !current, startedAt);
      return produced;
    });
    this.inflight.set(key, { job, startedAt });
    this.running++;
    const done = () => {
      this.running--;
      if (this.inflight.get(key)?.job === job) this.inflight.delete(key);
      this.pruneLog();
    };
    job.then(done, done);
    return job;
  }

  private changedSince(seq: number, tags: readonly string[]): boolean {
    return this.log.some((inv) => inv.seq > seq && (inv.tags === null || tags.some((t) => inv.tags!.has(t))));
  }

  private store(key: string, value: Rendered, invalidated: boolean, renderedFrom: number): void {
    this.remove(key);
    const pool = value.status === 200 ? this.main : this.side;
    const bytes = value.bytes + keyBytes(key);
    if (bytes > pool.maxBytes) return;
    const entry: Entry = { value, bytes, pool, storedAt: this.now(), renderedFrom, invalidated, refreshing: false };
    this.entries.set(key, entry);
    pool.order.set(key, entry);
    pool.bytes += bytes;
    // A compressed variant made later counts too, while this entry is still the one kept.
    value.onGrow = (grown) => {
      if (this.entries.get(key) !== entry) return;
      entry.bytes += grown;
      pool.bytes += grown;
      this.evict(pool);
    };
    for (const tag of value.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict(pool);
  }

  /** Drops a pool's least recently used entries until its bytes fit. */
  private evict(pool: Pool): void {
    for (const oldest of pool.order.keys()) {
      if (pool.bytes <= pool.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.pool.order.delete(key);
    entry.pool.bytes -= entry.bytes;
    for (const tag of entry.value.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** Marks every entry showing one of these tags as changed. */
  invalidate(tags: Iterable<string>): void {
    const set = new Set(tags);
    if (set.size === 0) return;
    this.log.push({ seq: ++this.seq, tags: set });
    for (const tag of set) {
      for (const key of this.byTag.get(tag) ?? []) {
        const entry = this.entries.get(key);
        if (entry) entry.invalidated = true;
      }
    }
    this.pruneLog();
  }

  /** Marks everything as changed (kept only as a fallback for outages). */
  invalidateAll(): void {
    this.log.push({ seq: ++this.seq, tags: null });
    for (const entry of this.entries.values()) entry.invalidated = true;
    this.pruneLog();
  }

  private pruneLog(): void {
    if (this.running === 0) this.log = [];
    else if (this.log.length > 10_000) this.log = [{ seq: this.seq, tags: null }];
  }
}
