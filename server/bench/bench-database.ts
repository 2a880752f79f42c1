import { withAdminClient as admin, withDatabaseName } from '../src/db/pg-admin.js';
import { openDatabase } from '../src/db/open-database.js';
import { progressBar } from '../src/cli/progress-bar.js';
import { LARGE_EXTRA_NEWS, seedDemo } from '../src/seeders/demo.js';
import type { Storage } from '../src/storage/index.js';

export { withDatabaseName };

/** The PostgreSQL server the benchmarks make their databases on. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether `url` already holds the large seed (reused with --reuse, since seeding takes minutes). */
async function holdsLargeSeed(url: string): Promise<boolean> {
  try {
    return await admin(url, async (c) => {
      const { rows } = await c.query<{ n: string }>(`select count(*) as n from news`);
      return Number(rows[0].n) >= LARGE_EXTRA_NEWS;
    });
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL database named `name` holding the large demo set, its pictures in `storage`; returns its
 * URL and the seed time (null when reused).
 */
export async function prepareBenchDatabase(
  baseUrl: string,
  name: string,
  dataDir: string,
  storage: Storage,
  reuse: boolean,
): Promise<{ url: string; seedMs: number | null }> {
  const url = withDatabaseName(baseUrl, name);
  if (reuse && (await holdsLargeSeed(url))) return { url, seedMs: null };
  await admin(baseUrl, async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  });
  const db = await openDatabase({ databaseUrl: url, dataDir });
  try {
    const summary = await seedDemo(db.orm.em.fork(), storage, { size: 'large', progress: progressBar(process.stderr) });
    // Fresh statistics and visibility map, as autovacuum would have left them on a live server (the
    // visibility map is what lets list queries read the index alone).
    await db.orm.em.fork().execute('vacuum analyze', [], 'run');
    return { url, seedMs: summary.ms };
  } finally {
    await db.close();
  }
}
