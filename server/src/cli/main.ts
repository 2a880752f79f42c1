import { ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError } from '../db/pglite-lock.js';
import { parseCommand, type Command } from './args.js';
import { demo } from './commands/demo.js';
import { pruneUnusedMedia } from './commands/media.js';
import { migrate } from './commands/migrate.js';
import { pruneRevisions } from './commands/revisions.js';
import { seed } from './commands/seed.js';
import { createUser, disableUser, setPassword } from './commands/user.js';
import type { CliContext, CliIo } from './io.js';
import { promptHidden } from './prompt-password.js';
import { CliError, USAGE, UsageError } from './usage.js';

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    interactive: process.stdin.isTTY === true,
    prompt: (question) => promptHidden(question),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}

function run(command: Command, ctx: CliContext): Promise<number | 'running'> {
  switch (command.name) {
    case 'help':
      ctx.io.stdout.write(`${USAGE}\n`);
      return Promise.resolve(0);
    case 'migrate':
      return migrate(ctx);
    case 'seed':
      return seed(ctx, command.size, command.force);
    case 'user-create':
      return createUser(ctx, command.email, command.displayName, command.role);
    case 'user-set-password':
      return setPassword(ctx, command.email);
    case 'user-disable':
      return disableUser(ctx, command.email);
    case 'demo':
      return demo(ctx);
    case 'media-prune-unused':
      return pruneUnusedMedia(ctx, command.olderThanMs, command.olderThan, command.dryRun);
    case 'revisions-prune':
      return pruneRevisions(ctx, command.keep);
  }
}

/** What an operator sees of an error: one line, never a stack trace (set DEBUG=1 for one). */
function describe(err: unknown): string {
  if (err instanceof CliError || err instanceof DatabaseLockedError || err instanceof ConfigError) return err.message;
  const e = err as { code?: string; message?: string };
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT')
    return `cannot reach the database server (${e.message})`;
  if (e.code === '3D000' || e.code === '28P01' || e.code === '28000') return `the database refused the connection: ${e.message}`;
  return e.message?.split('\n')[0] ?? String(err);
}

/** Runs one command line; resolves to the exit code, or 'running' when the server was started. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = processIo()): Promise<number | 'running'> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr.write(`error: ${err.message}\n\n${USAGE}\n`);
    return 2;
  }
  try {
    return await run(command, { config: loadConfig(env), io });
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr.write(`error: ${err.message}\n\n${USAGE}\n`);
      return 2;
    }
    io.stderr.write(`error: ${describe(err)}\n`);
    if (env.DEBUG) io.stderr.write(`${(err as Error).stack ?? ''}\n`);
    return 1;
  }
}
