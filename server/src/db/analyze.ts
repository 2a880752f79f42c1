import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';

/**
 * Autovacuum is off on the machines this runs on, so nothing else would ever gather statistics: after
 * a bulk load the planner would keep estimating every table it filled as empty (reltuples -1) and
 * pick plans for a few rows over a hundred thousand. Every bulk write ends here: the seed, and
 * migrations that backfill. A plain ANALYZE covers every table of the database in a few hundred
 * milliseconds on the large demo; it cannot run inside a transaction block's snapshot of the load, so
 * it runs after the commit.
 */
export async function analyzeDatabase(em: EntityManager): Promise<void> {
  await em.getConnection().execute('analyze');
}

/** Applies pending migrations; when any were applied, refreshes the statistics their backfills changed. */
export async function migrateUp(orm: MikroORM<PostgreSqlDriver>): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  if (applied.length > 0) await analyzeDatabase(orm.em.fork() as EntityManager);
  return applied.map((m) => m.name);
}
