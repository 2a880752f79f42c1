import type { KeptKind } from './paths';

/** A kept page: where, why, its title (from the document) and when it was last opened. */
export interface Saved {
  path: string;
  kind: KeptKind;
  title: string | null;
  at: number;
}

/** How many articles are kept, the least recently opened out first. */
export const ARTICLES_KEPT = 20;
const INDEX_KEY = '/__meydan/saved.json';

/**
 * The list of kept pages, stored beside them in the pages cache. Changes are made one at a time: a page
 * and its data arrive together and would otherwise overwrite each other's entry.
 */
export class SavedIndex {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly cacheName: string) {}

  async list(): Promise<Saved[]> {
    const res = await (await caches.open(this.cacheName)).match(INDEX_KEY);
    if (!res) return [];
    try {
      const items = (await res.json()) as Saved[];
      return Array.isArray(items) ? items.sort((a, b) => b.at - a.at) : [];
    } catch {
      return [];
    }
  }

  /** Marks a page opened now; returns the paths that fell out (articles past the last 20). */
  touch(path: string, at: number, kind: KeptKind, title: string | null): Promise<string[]> {
    const next = this.queue.then(async () => {
      const items = await this.list();
      const before = items.find((s) => s.path === path);
      const rest = items.filter((s) => s.path !== path);
      const all = [{ path, kind, title: title ?? before?.title ?? null, at }, ...rest];
      const articles = all.filter((s) => s.kind === 'article');
      const evicted = articles.slice(ARTICLES_KEPT).map((s) => s.path);
      const kept = all.filter((s) => !evicted.includes(s.path));
      const cache = await caches.open(this.cacheName);
      await cache.put(INDEX_KEY, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
      return evicted;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
