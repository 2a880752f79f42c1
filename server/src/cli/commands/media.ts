import type { StoredVariant } from '../../model/media.entity.js';
import { MediaUsage } from '../../resources/media/media-usage.js';
import { createStorage } from '../../storage/index.js';
import type { CliContext } from '../io.js';
import { progressBar } from '../progress-bar.js';
import { describeDatabase, withDatabase } from '../with-database.js';

interface Row {
  id: number;
  storage_key: string;
  original_name: string;
  size: string | number;
  variants: StoredVariant[] | string;
  created_at: Date | string;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const variantsOf = (row: Row): StoredVariant[] =>
  typeof row.variants === 'string' ? (JSON.parse(row.variants) as StoredVariant[]) : (row.variants ?? []);

/**
 * `media prune-unused --older-than 7d [--dry-run]`: deletes uploads that nothing uses (the media
 * library's "unused") and that are older than the given age, so an upload made for a form not yet
 * saved is left alone. Each is checked again as it is deleted, in the same statement: one picked in
 * the meantime stays. Files go after their record; one that cannot be removed is reported, not retried.
 */
export async function pruneUnusedMedia(
  { config, io }: CliContext,
  olderThanMs: number,
  olderThan: string,
  dryRun: boolean,
): Promise<number> {
  return withDatabase(config, async (em, db) => {
    const usage = new MediaUsage(db.orm.getMetadata());
    const connection = em.getConnection();
    const cutoff = new Date(Date.now() - olderThanMs);
    const rows = await connection.execute<Row[]>(
      `select m.id, m.storage_key, m.original_name, m.size, m.variants, m.created_at from media m
       where m.created_at < ? and ${usage.unusedSql('m')} order by m.id`,
      [cutoff],
    );
    const where = describeDatabase(config);
    const bytes = rows.reduce((n, r) => n + Number(r.size), 0);
    if (!rows.length) {
      io.stdout.write(`No unused uploads older than ${olderThan} in ${where}.\n`);
      return 0;
    }
    if (dryRun) {
      for (const r of rows)
        io.stdout.write(
          `  #${r.id}  ${new Date(r.created_at).toISOString().slice(0, 10)}  ${mb(Number(r.size)).padStart(9)}  ${r.original_name}\n`,
        );
      io.stdout.write(
        `Dry run: would delete ${rows.length} unused uploads older than ${olderThan} (${mb(bytes)}) from ${where}; nothing was changed.\n`,
      );
      return 0;
    }

    const storage = createStorage(config);
    const progress = progressBar(io.stderr);
    let deleted = 0;
    let freed = 0;
    let kept = 0;
    const left: string[] = [];
    try {
      for (const [i, row] of rows.entries()) {
        const gone = await connection.execute<{ id: number }[]>(
          `delete from media m where m.id = ? and ${usage.unusedSql('m')} returning m.id`,
          [row.id],
        );
        if (gone.length) {
          deleted++;
          freed += Number(row.size);
          const keys = [row.storage_key, ...variantsOf(row).map((v) => v.key)];
          const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
          keys.forEach((key, k) => results[k].status === 'rejected' && left.push(key));
        } else {
          kept++;
        }
        progress('media', i + 1, rows.length);
      }
    } finally {
      storage.close?.();
    }
    io.stdout.write(
      `Deleted ${deleted} unused uploads older than ${olderThan} from ${where}, ${mb(freed)} freed` +
        `${kept ? `; ${kept} kept because they were put to use meanwhile` : ''}.\n`,
    );
    if (left.length) {
      io.stderr.write(
        `warning: ${left.length} files could not be removed from storage and are left there:\n${left.map((k) => `  ${k}\n`).join('')}`,
      );
    }
    return 0;
  });
}
