/**
 * A short-lived in-process cache of public page data. Readers all ask for the same few pages (home,
 * the latest news, a big game); building each once per few seconds instead of once per request keeps
 * the database out of the hot path. Concurrent misses share one load. Any write in the back office
 * clears it, so staff see their change at once; other processes catch up within the TTL.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const t = this.now();
    if (hit && hit.expires > t) return hit.value;
    const value = load();
    this.entries.set(key, { value, expires: t + this.ttlMs });
    // A failed load is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      for (const [k, e] of this.entries) if (e.expires <= t || this.entries.size > this.maxEntries) this.entries.delete(k);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
