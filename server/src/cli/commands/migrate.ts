import { migrateUp } from '../../db/analyze.js';
import type { CliContext } from '../io.js';
import { describeDatabase, withDatabase } from '../with-database.js';

export async function migrate({ config, io }: CliContext): Promise<number> {
  return withDatabase(
    config,
    async (_em, db) => {
      const migrator = db.orm.getMigrator();
      const pending = await migrator.getPendingMigrations();
      if (pending.length === 0) {
        io.stdout.write(`${describeDatabase(config)}: up to date, no pending migration.\n`);
        return 0;
      }
      await migrateUp(db.orm);
      io.stdout.write(`${describeDatabase(config)}: applied ${pending.length} migration(s): ${pending.map((m) => m.name).join(', ')}\n`);
      return 0;
    },
    false,
  );
}
