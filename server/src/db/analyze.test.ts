import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seeders/demo.js';
import { LocalDiskStorage } from '../storage/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { openDatabase, type Database } from './open-database.js';

/** With autovacuum off, statistics exist only where a bulk write path gathered them itself. */
let tdb: TestDatabase;
let db: Database;
beforeAll(async () => {
  tdb = await createTestDatabase({ seeded: false });
  db = await openDatabase({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
});
afterAll(async () => {
  await db?.close();
  await tdb?.drop();
});

interface TableStats {
  relname: string;
  reltuples: number;
  last_analyze: Date | string | null;
}
const stats = (em: EntityManager) =>
  em.getConnection().execute<TableStats[]>(
    `select c.relname, c.reltuples::float8 as reltuples, s.last_analyze
       from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relname in ('news', 'game', 'team', 'comment', 'search_entry') order by c.relname`,
  );

describe('statistics after a bulk load', () => {
  it('are gathered by migrations and by the seed, with no manual ANALYZE', async () => {
    const afterMigrations = await stats(db.orm.em.fork() as EntityManager);
    expect(afterMigrations.every((s) => s.last_analyze !== null)).toBe(true);

    const seedStarted = Date.now();
    await seedDemo(db.orm.em.fork() as EntityManager, new LocalDiskStorage(tdb.mediaDir), { size: 'small' });
    // The statistics views may lag the backend that wrote them by a moment.
    let after: TableStats[] = [];
    for (let i = 0; i < 20; i++) {
      after = await stats(db.orm.em.fork() as EntityManager);
      if (after.every((s) => s.last_analyze !== null && new Date(s.last_analyze).getTime() >= seedStarted - 1_000)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const s of after) {
      expect(s.reltuples, s.relname).toBeGreaterThan(0);
      expect(new Date(s.last_analyze!).getTime(), s.relname).toBeGreaterThanOrEqual(seedStarted - 1_000);
    }
  }, 300_000);
});
