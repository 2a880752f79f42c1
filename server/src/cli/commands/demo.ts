import { startServer } from '../../start-server.js';
import { DEMO_LOGINS, databaseState, seedDemo } from '../../seeders/demo.js';
import { createStorage } from '../../storage/index.js';
import type { CliContext } from '../io.js';
import { progressBar } from '../progress-bar.js';
import { withDatabase } from '../with-database.js';
import { summaryLine } from './seed.js';
import { DemoTicker } from './demo-ticker.js';

export function loginsBlock(url: string): string {
  const width = Math.max(...DEMO_LOGINS.map((l) => l.email.length));
  const rows = DEMO_LOGINS.map((l) => `  ${l.role.padEnd(7)} ${l.email.padEnd(width)}  ${l.password}`);
  return [
    '',
    '  میدان آماده است  —  Meydan is running',
    '',
    `  سایت / site:            ${url}/`,
    `  مدیریت / back office:   ${url}/admin/`,
    '',
    '  ورود نمایشی / demo logins:',
    ...rows,
    '',
  ].join('\n');
}

/** The first thing a new checkout runs: seeds the small demo into an empty database, then serves it. */
export async function demo({ config, io }: CliContext): Promise<'running'> {
  await withDatabase(config, async (em) => {
    const state = await databaseState(em);
    if (state === 'empty') {
      io.stderr.write('Empty database: seeding the demo content…\n');
      const storage = createStorage(config);
      const summary = await seedDemo(em, storage, { size: 'small', progress: progressBar(io.stderr) }).finally(() => storage.close?.());
      io.stderr.write(`Seeded ${summaryLine(summary)}.\n`);
    } else if (state === 'other') {
      io.stderr.write('The database already has content; starting without seeding the demo (the demo logins may not exist).\n');
    }
  });
  // The embedded database admits one process at a time, so it is closed above before the server opens it.
  await startServer(config);
  io.stdout.write(`${loginsBlock(config.publicUrl)}\n`);
  // The demo's games under way keep moving (a note and fresh statistics now and then) while it runs.
  if (config.demoTickMs > 0) new DemoTicker(`http://127.0.0.1:${config.port}`).start(config.demoTickMs);
  return 'running';
}
