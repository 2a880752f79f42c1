import { SLUG_MAX_LENGTH, slugify } from '@meydan/shared-types/text';

/**
 * Unique slugs without a query per row: the same `base`, `base-2`, `base-3`… scheme as the CRUD
 * layer's `uniqueSlug`, with a counter per base so that 100,000 similar titles stay linear.
 */
export class Slugs {
  private readonly taken = new Set<string>();
  private readonly counters = new Map<string, number>();

  take(title: string): string {
    const base = slugify(title);
    if (!this.taken.has(base)) {
      this.taken.add(base);
      return base;
    }
    for (let n = this.counters.get(base) ?? 2; ; n++) {
      const suffix = `-${n}`;
      const head = Array.from(base)
        .slice(0, SLUG_MAX_LENGTH - suffix.length)
        .join('')
        .replace(/-+$/, '');
      const candidate = `${head}${suffix}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        this.counters.set(base, n + 1);
        return candidate;
      }
    }
  }
}
