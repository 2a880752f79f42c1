import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/**
 * Cuts an app's change channel from the server side, as a restart of PostgreSQL or Redis (or a dropped
 * connection) would: only that app's listening connection, so other tests running meanwhile keep theirs.
 */
export async function cutChangeChannel(app: FastifyInstance): Promise<void> {
  const name = app.changes.connectionName;
  if (app.changes.transportName === 'postgresql') {
    const admin = new pg.Client({ connectionString: app.config.databaseUrl! });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    } finally {
      await admin.end();
    }
    return;
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(app.config.redisUrl!);
  try {
    const clients = (await redis.client('LIST')) as string;
    for (const line of clients.split('\n').filter((l) => l.includes(` name=${name} `))) {
      const id = /\bid=(\d+)/.exec(line)?.[1];
      if (id) await redis.client('KILL', 'ID', id);
    }
  } finally {
    redis.disconnect();
  }
}

/** Polls `check` until it holds; fails after `ms`. Resolves with how long it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not seen within ${ms} ms`);
}
