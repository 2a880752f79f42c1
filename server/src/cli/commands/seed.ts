import { seedDemo, databaseState, wipeContent, type DemoSummary } from '../../seeders/demo.js';
import { createStorage } from '../../storage/index.js';
import type { CliContext } from '../io.js';
import { progressBar } from '../progress-bar.js';
import { CliError } from '../usage.js';
import { describeDatabase, withDatabase } from '../with-database.js';

export function summaryLine(summary: DemoSummary): string {
  const c = summary.counts;
  return `${c.news} news, ${c.games} games, ${c.teams} teams, ${c.players} players, ${c.galleries} galleries, ${c.comments} comments, ${c.media} media in ${(summary.ms / 1000).toFixed(1)} s`;
}

export async function seed({ config, io }: CliContext, size: 'small' | 'large', force: boolean): Promise<number> {
  return withDatabase(config, async (em) => {
    const where = describeDatabase(config);
    const state = await databaseState(em);
    if (state === 'demo' && !force) {
      io.stdout.write(`${where} already holds the demo; nothing to do (use --force to seed it again).\n`);
      return 0;
    }
    if (state === 'other' && !force) {
      throw new CliError(
        `${where} already has content that is not the demo; refusing to seed. Use --force to empty every content table first (accounts are kept).`,
      );
    }
    if (state !== 'empty') {
      io.stderr.write(`Emptying the content tables of ${where}…\n`);
      await wipeContent(em);
    }
    const storage = createStorage(config);
    const summary = await seedDemo(em, storage, { size, progress: progressBar(io.stderr) }).finally(() => storage.close?.());
    io.stdout.write(`Seeded the ${size} demo into ${where}: ${summaryLine(summary)}.\n`);
    return 0;
  });
}
