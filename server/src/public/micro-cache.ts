/**
 * A few seconds of memory for data every reader gets the same (the layout, the home page), so a burst
 * of readers costs one set of queries. Shorter than the HTTP max-age, so nothing is staler than a CDN
 * would serve anyway; concurrent misses share one load.
 */
export class MicroCache<T> {
  private entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 100) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    this.entries.set(key, { until: now + this.ttlMs, value });
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
    this.entries.clear();
  }
}
