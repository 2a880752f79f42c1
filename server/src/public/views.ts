import type { FastifyInstance } from 'fastify';

const FLUSH_MS = 5_000;
type Table = 'news' | 'gallery';

/**
 * View counts, kept in memory and added to the database in one UPDATE per item every few seconds, so a
 * cached page costs no write per reader and the beacon answers at once.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly app: FastifyInstance) {}

  add(table: Table, id: number): void {
    const key = `${table}:${id}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0) return;
    const connection = this.app.orm.em.getConnection();
    for (const [key, count] of batch) {
      const [table, id] = key.split(':');
      // Table names come from the closed `Table` union, never from the request.
      const sql = table === 'news'
        ? 'update "news" set "view_count" = "view_count" + ? where "id" = ?'
        : 'update "gallery" set "view_count" = "view_count" + ? where "id" = ?';
      try {
        await connection.execute(sql, [count, Number(id)]);
      } catch (err) {
        this.app.log.warn({ err, key }, 'view count flush failed');
      }
    }
  }
}

const counters = new WeakMap<object, ViewCounter>();

/** Registers the counter of an app, keyed by its ORM (the same object in every plugin scope). */
export function registerViewCounter(app: FastifyInstance): ViewCounter {
  const counter = new ViewCounter(app);
  counters.set(app.orm, counter);
  return counter;
}

/** Writes the buffered view counts now (tests; the app also flushes on close). */
export const flushViews = async (app: FastifyInstance): Promise<void> => counters.get(app.orm)?.flush();
