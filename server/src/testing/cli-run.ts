import { main } from '../cli/main.js';
import type { CliIo } from '../cli/io.js';
import { openDatabase } from '../db/open-database.js';
import type { TestDatabase } from './test-database.js';

export interface CliRun {
  code: Awaited<ReturnType<typeof main>>;
  out: string;
  err: string;
}

/**
 * The CLI run in this process, its output captured; `prompts` answer its questions in order (interactive
 * when any), `stdin` is what is piped to it otherwise.
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, prompts: string[] = [], stdin = ''): Promise<CliRun> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: {
      write: (s: string) => {
        out += s;
        return true;
      },
    },
    stderr: {
      write: (s: string) => {
        err += s;
        return true;
      },
    },
    interactive: prompts.length > 0,
    prompt: async () => prompts.shift() ?? '',
    readStdin: async () => stdin,
  };
  const code = await main(argv, env, io);
  return { code, out, err };
}

/** SQL between CLI runs (the embedded database admits one opener at a time). */
export async function sqlBetweenRuns<T>(tdb: TestDatabase, query: string, params: unknown[] = []): Promise<T[]> {
  const db = await openDatabase({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir }, { migrate: false });
  try {
    return await db.orm.em.fork().execute<T[]>(query, params);
  } finally {
    await db.close();
  }
}
