import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/open-database.js';

/**
 * The CLI's pool: its jobs run one statement at a time, and a seed or a prune on the production
 * database must not take connections the server's readers count on.
 */
const CLI_POOL = 2;

/** Opens the configured database (applying pending migrations), runs `fn`, and always closes it. */
export async function withDatabase<T>(config: Config, fn: (em: EntityManager, db: Database) => Promise<T>, migrate = true): Promise<T> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: CLI_POOL }, { migrate });
  try {
    return await fn(db.orm.em.fork(), db);
  } finally {
    await db.close();
  }
}

export const describeDatabase = (config: Config) =>
  config.databaseUrl
    ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1) || 'postgres'} on ${new URL(config.databaseUrl).host}`
    : `embedded database in ${config.dataDir}`;
