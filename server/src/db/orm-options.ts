import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { PGliteDriver, type PGliteConnectionConfig } from 'mikro-orm-pglite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsList } from '../migrations/index.js';
import { entities } from './entities.js';
import { fixPgliteStatementSplitting } from './pglite-statements.js';

export interface DatabaseTarget {
  databaseUrl: string | null;
  /** Directory of the embedded database (its files go in `pglite/` below it), used when databaseUrl is null. */
  dataDir: string;
  debug?: boolean;
  /** Connections in the pool (PostgreSQL): DB_POOL_MAX for the server, a couple for the CLI. */
  poolMax?: number;
}

const migrationsPath = fileURLToPath(new URL('../migrations', import.meta.url));

export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** PostgreSQL's type id for `date`. */
const DATE_TYPE = 1082;
/**
 * How the embedded database is opened: with pg_trgm, and a `date` read as its text (`2025-08-15`), as
 * the PostgreSQL driver gives it. PGlite's own reading is a Date at midnight UTC, which the API's
 * date-only fields (a season's start, a week's) cannot be written from.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm }, parsers: { [DATE_TYPE]: (value: string) => value } };

function common(transactional: boolean): Options {
  return {
    entities,
    extensions: [Migrator],
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      migrationsList,
      transactional,
      allOrNothing: transactional,
      snapshot: true,
      snapshotName: '.snapshot-meydan',
      emit: 'ts',
    },
    forceUtcTimezone: true,
    // Entities are serialized explicitly; an unknown property is a programming error.
    discovery: { checkDuplicateTableNames: true },
  };
}

/**
 * Fail fast while the database is away so requests get a 503 (or another server) instead of hanging.
 * A random page read costs about what a sequential one does (the site's working set is in memory, or
 * on SSDs): at PostgreSQL's default of four times as much, the planner walked the whole game table's
 * kick-off index backwards, filtering for one team (300 buffers a walk), rather than that team's own
 * (team, kick-off) index; on the large set a game page read 982 buffers, 143 with this setting, a team
 * page 603 and 197.
 */
const PG_CONNECTION = { connectionTimeoutMillis: 3000, statement_timeout: 15_000, options: '-c random_page_cost=1.1' };

/** Options for a PostgreSQL server, or for an already opened embedded PGlite database. */
export function ormOptions(target: DatabaseTarget, pglite?: PGlite): Options {
  if (target.databaseUrl) {
    return {
      ...common(true),
      driver: PostgreSqlDriver,
      clientUrl: target.databaseUrl,
      debug: target.debug ?? false,
      pool: { min: 0, max: target.poolMax ?? 10, acquireTimeoutMillis: 3000, idleTimeoutMillis: 10_000 },
      driverOptions: { connection: PG_CONNECTION },
    } as Options;
  }
  fixPgliteStatementSplitting();
  const db = pglite ?? new PGlite(pgliteDir(target.dataDir), PGLITE_OPTIONS);
  return {
    // The embedded driver has a single connection, on which the migrator's wrapping transaction deadlocks.
    ...common(false),
    driver: PGliteDriver,
    dbName: 'postgres',
    debug: target.debug ?? false,
    driverOptions: { connection: { pglite: () => db } satisfies PGliteConnectionConfig },
  };
}

/**
 * Options for a read-only MikroORM on one read replica: the primary's settings, without the migrator (a
 * standby takes no DDL) or the check that the database exists (a standby cannot create it), and without
 * connecting at start, so a replica that is down delays nothing. Its connections are named in
 * `pg_stat_activity`, where an operator tells them from the primary's.
 */
export function replicaOrmOptions(url: string, poolMax?: number): Options {
  const options = ormOptions({ databaseUrl: url, dataDir: '', poolMax });
  return {
    ...options,
    extensions: [],
    ensureDatabase: false,
    connect: false,
    driverOptions: { connection: { ...PG_CONNECTION, application_name: REPLICA_APPLICATION_NAME } },
  };
}

export const REPLICA_APPLICATION_NAME = 'meydan-replica-reads';
