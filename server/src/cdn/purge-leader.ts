import pg from 'pg';

/** The advisory lock the purging process holds: a constant of this app's own (`meydan-cdn` as digits). */
const LOCK_KEY = 6_360_520_370;
const RETRY_MS = 5_000;

export interface Leadership {
  /** Whether this process purges for the whole deployment now. */
  readonly leading: boolean;
  stop(): Promise<void>;
}

export interface LeaderEvents {
  /** This process now purges for everyone. */
  elected(): void;
  /** It no longer does (its connection to PostgreSQL broke). */
  deposed(): void;
  log: { warn(obj: object, msg: string): void };
}

/** A single process (embedded database): it leads from the start. */
export function soleLeader(events: LeaderEvents): Leadership {
  events.elected();
  return { leading: true, stop: async () => {} };
}

/**
 * One process of the deployment purges the cache in front, so a change is purged once, not once per
 * process: the one holding a PostgreSQL session advisory lock on a connection of its own. The lock
 * goes with the connection, so a process that dies or loses the database gives it up at once, and
 * the others try for it every few seconds.
 */
export function advisoryLeader(databaseUrl: string, events: LeaderEvents): Leadership {
  let client: pg.Client | null = null;
  let leading = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (!stopped) (timer = setTimeout(() => void attempt(), RETRY_MS)).unref();
  };
  const lose = () => {
    const had = client;
    client = null;
    void had?.end().catch(() => {});
    if (leading) {
      leading = false;
      events.deposed();
    }
    retry();
  };

  async function attempt(): Promise<void> {
    timer = null;
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: databaseUrl, application_name: 'meydan-cdn-purge' });
        fresh.on('error', () => {});
        await fresh.connect();
        fresh.on('end', () => client === fresh && !stopped && lose());
        client = fresh;
      }
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LOCK_KEY]);
      if (stopped) return;
      if (rows[0]?.locked) {
        leading = true;
        events.elected();
      } else retry();
    } catch (err) {
      if (!stopped) events.log.warn({ err: (err as Error).message }, 'CDN purge election could not reach the database; trying again');
      lose();
    }
  }

  void attempt();
  return {
    get leading() {
      return leading;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const had = client;
      client = null;
      leading = false;
      await had?.end().catch(() => {});
    },
  };
}
