import type { CliContext } from '../io.js';
import { progressBar } from '../progress-bar.js';
import { describeDatabase, withDatabase } from '../with-database.js';

interface Crowded {
  news_id: number | null;
  gallery_id: number | null;
  total: string | number;
}

/**
 * `revisions prune --keep N`: keeps the newest N revisions of every news item and gallery and deletes
 * the older ones, one item per statement so that a long history never holds a lock on the whole table.
 * What the editors see as the item's current state (its newest revision) always stays.
 */
export async function pruneRevisions({ config, io }: CliContext, keep: number): Promise<number> {
  return withDatabase(config, async (em) => {
    const connection = em.getConnection();
    const crowded = await connection.execute<Crowded[]>(
      `select news_id, gallery_id, count(*) as total from revision group by news_id, gallery_id having count(*) > ? order by news_id, gallery_id`,
      [keep],
    );
    const where = describeDatabase(config);
    if (!crowded.length) {
      io.stdout.write(`هیچ خبر یا گالری‌ای بیش از ${keep} نسخه در تاریخچه ندارد (${where})؛ چیزی پاک نشد.\n`);
      return 0;
    }
    const progress = progressBar(io.stderr);
    let removed = 0;
    for (const [i, item] of crowded.entries()) {
      const [column, id] = item.news_id !== null ? ['news_id', item.news_id] : ['gallery_id', item.gallery_id];
      const gone = await connection.execute<{ id: number }[]>(
        `delete from revision where ${column} = ? and id not in (select id from revision where ${column} = ? order by id desc limit ?) returning id`,
        [id, id, keep],
      );
      removed += gone.length;
      progress('revisions', i + 1, crowded.length);
    }
    io.stdout.write(
      `${removed} نسخهٔ قدیمی از تاریخچهٔ ${crowded.length} خبر و گالری پاک شد؛ از هر کدام ${keep} نسخهٔ تازه‌تر ماند (${where}).\n`,
    );
    return 0;
  });
}
