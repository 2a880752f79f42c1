/**
 * A few seconds of memory for data every reader gets the same (the layout, the home page), so a burst
 * of readers costs one set of queries. Shorter than the HTTP max-age, so nothing is staler than a CDN
 * would serve anyway; concurrent misses share one load.
 */
export class MicroCache<T> {
  private entries = new Map<string, { until: number; value: Promise<T>; settled?: boolean; refreshing?: boolean }>();

  private generation = 0;

  constructor(private readonly ttlMs: number, private readonly maxEntries = 100) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    // Expired but recent: readers keep getting the last value while one of them refreshes it, so
    // nobody waits for the database when an entry ages out.
    if (hit && hit.until + this.ttlMs > now && hit.settled && !hit.refreshing) {
      hit.refreshing = true;
      const generation = this.generation;
      const next = load();
      next.then(
        () => {
          // A clear() while refreshing means the data may predate a change: don't bring it back.
          if (generation === this.generation) this.entries.set(key, { until: Date.now() + this.ttlMs, value: next, settled: true });
        },
        () => {
          hit.refreshing = false;
        },
      );
      return hit.value;
    }
    if (hit?.refreshing) return hit.value;
    const value = load();
    const entry: { until: number; value: Promise<T>; settled?: boolean } = { until: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.then(() => {
      entry.settled = true;
    }, () => undefined);
    // A failed load is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
      // Still full of fresh entries: drop the oldest (a Map iterates in insertion order).
      for (const k of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(k);
      }
    }
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
