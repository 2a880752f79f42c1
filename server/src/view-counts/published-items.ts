import type { Orm } from '../db/open-database.js';
import type { ViewKind } from './view-store.js';

const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * Whether an item is published now, remembered for a minute when it is: with Redis holding the counts,
 * the database is asked once a minute per item rather than once per reader. An item unpublished within
 * that minute may still gain a few views.
 */
export class PublishedItems {
  private readonly known = new Map<string, number>();

  constructor(private readonly orm: Orm) {}

  async has(kind: ViewKind, id: number): Promise<boolean> {
    const key = `${kind}:${id}`;
    const until = this.known.get(key);
    if (until !== undefined && until > Date.now()) return true;
    // Table names come from the closed ViewKind union.
    const rows = await this.orm.em
      .getConnection()
      .execute<{ id: number }[]>(
        `select "id" from "${kind === 'news' ? 'news' : 'gallery'}" where "id" = ? and "status" = 'published' and "published_at" <= now()`,
        [id],
      );
    if (rows.length === 0) {
      this.known.delete(key);
      return false;
    }
    if (this.known.size >= MAX_REMEMBERED) this.known.clear();
    this.known.set(key, Date.now() + REMEMBER_MS);
    return true;
  }
}
