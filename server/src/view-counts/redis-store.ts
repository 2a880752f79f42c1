import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Orm } from '../db/open-database.js';
import { PublishedItems } from './published-items.js';
import { REPEAT_WINDOW_S, ViewStoreUnavailable, type ViewKind, type ViewOutcome, type ViewStore } from './view-store.js';

// Atomic in Redis: the visitor's marker and the count are set together or not at all; a third key is
// another marker of the same visitor (see ViewStore.record).
const RECORD = `
if KEYS[3] then redis.call('SET', KEYS[3], '1', 'EX', ARGV[1]) end
if redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then
  redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
  return 1
end
return 0`;

// Moves the pending counts aside under a batch name listed in the folding set, so new views go to a fresh hash
// while the batch is added to the database, and a batch whose fold failed is found again.
const TAKE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('SADD', KEYS[3], KEYS[2])
return 1`;

/**
 * Views counted in Redis with INCRBY, added to the database in batches that are each applied once. Keys
 * are named after the database the counts belong to: two deployments (or test runs) sharing one Redis
 * must not fold each other's views into their own items.
 */
export class RedisViewStore implements ViewStore {
  private readonly published: PublishedItems;
  private readonly prefix: string;
  private readonly pending: string;
  private readonly folding: string;

  constructor(
    private readonly redis: Redis,
    private readonly orm: Orm,
    database: string,
  ) {
    this.published = new PublishedItems(orm);
    this.prefix = `meydan:views:${createHash('sha256').update(database).digest('hex').slice(0, 12)}:`;
    this.pending = `${this.prefix}pending`;
    this.folding = `${this.prefix}folding`;
  }

  async record(kind: ViewKind, id: number, visitor: string, alsoSeen?: string): Promise<ViewOutcome> {
    if (!(await this.published.has(kind, id))) return 'unknown';
    const seen = (key: string) => `${this.prefix}seen:${kind}:${id}:${key}`;
    const keys = [seen(visitor), this.pending, ...(alsoSeen ? [seen(alsoSeen)] : [])];
    let counted: unknown;
    try {
      counted = await this.redis.eval(RECORD, keys.length, ...keys, REPEAT_WINDOW_S, `${kind}:${id}`);
    } catch (err) {
      throw new ViewStoreUnavailable('redis unavailable', { cause: err });
    }
    return Number(counted) === 1 ? 'counted' : 'repeat';
  }

  async fold(): Promise<number> {
    let total = 0;
    // Batches left by a fold that failed (here or in another process) first, then the current counts.
    for (const batch of await this.redis.smembers(this.folding)) total += await this.apply(batch);
    const batch = `${this.prefix}batch:${randomUUID()}`;
    if (Number(await this.redis.eval(TAKE, 3, this.pending, batch, this.folding)) === 1) total += await this.apply(batch);
    return total;
  }

  private async apply(batch: string): Promise<number> {
    const counts = await this.redis.hgetall(batch);
    let total = 0;
    await this.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const ctx = em.getTransactionContext();
      // The batch name is recorded in the same transaction as the counts: a batch applied just before a
      // crash, and so still in Redis, is recognised and not added twice.
      const fresh = await connection.execute<unknown[]>(
        `insert into "view_fold" ("batch") values (?) on conflict do nothing returning "batch"`,
        [batch.slice(this.prefix.length)],
        'all',
        ctx,
      );
      if (fresh.length === 0) return;
      for (const [key, value] of Object.entries(counts)) {
        const [kind, id] = key.split(':');
        const table = kind === 'news' ? 'news' : kind === 'gallery' ? 'gallery' : null;
        if (!table || !/^\d+$/.test(id)) continue;
        await connection.execute(
          `update "${table}" set "view_count" = "view_count" + ? where "id" = ?`,
          [Number(value), Number(id)],
          'run',
          ctx,
        );
        total += Number(value);
      }
      await connection.execute(`delete from "view_fold" where "folded_at" < now() - interval '7 days'`, [], 'run', ctx);
    });
    await this.redis.multi().del(batch).srem(this.folding, batch).exec();
    return total;
  }
}
