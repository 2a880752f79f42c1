import { ConnectionException, DriverException, type EntityManager } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface KnexClient {
  driverName: string;
  /** Gone once the ORM is closed. */
  pool?: unknown;
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<unknown>;
}

/** Each statement's numbered text and name, by its text; bounded, though callers write a few hundred at most. */
const statements = new Map<string, { text: string; name: string }>();
const MAX_STATEMENTS = 2_000;

function prepared(text: string): { text: string; name: string } {
  let statement = statements.get(text);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    let n = 0;
    const numbered = text.replace(/\?/g, () => `$${++n}`);
    statement = { text: numbered, name: `q_${createHash('sha1').update(numbered).digest('hex').slice(0, 24)}` };
    statements.set(text, statement);
  }
  return statement;
}

/**
 * Runs a read-only statement (`?` placeholders, none inside its literals) as a named prepared statement
 * on a PostgreSQL server. The public pages' statements are quick to run and slow to plan (an article's
 * card: 0.1 ms to run, 1.2 ms to plan, with its joins, JSON and the many indexes of news): prepared,
 * each pooled connection plans one once and, when PostgreSQL finds its generic plan costs no more than
 * a fresh one (a lookup by id always does), never again. Inside a transaction, and on the embedded
 * database (whose one connection MikroORM holds), it runs as a plain statement.
 */
export async function executePrepared<T>(em: EntityManager, text: string, params: readonly unknown[]): Promise<T[]> {
  const connection = em.getConnection() as AbstractSqlConnection;
  const client = connection.getKnex().client as KnexClient;
  const transaction = em.getTransactionContext();
  if (client.driverName !== 'pg' || transaction) return connection.execute<T[]>(text, [...params], 'all', transaction);
  const statement = prepared(text);
  // A closed ORM is this process's state, not the database's: an error as MikroORM's own queries give.
  if (!client.pool) throw new Error('the database connection pool is closed');
  let pooled: PgClient;
  try {
    pooled = await client.acquireConnection();
  } catch (err) {
    throw asDriverError(err);
  }
  try {
    const result = await pooled.query({ ...statement, values: [...params] });
    return result.rows as T[];
  } catch (err) {
    throw asDriverError(err);
  } finally {
    await client.releaseConnection(pooled);
  }
}

/**
 * What the pg client throws on its own (not a server's answer, which carries a severity): a connection
 * refused, or one broken without a word when the server crashed ("Connection terminated
 * unexpectedly"). MikroORM's own queries wrap these as a ConnectionException; these statements bypass
 * MikroORM, so they are wrapped here, and a crash is an outage (503) rather than an unexplained 500.
 * The pool's own timeout and the server's errors pass as they are.
 */
function asDriverError(err: unknown): unknown {
  if (!(err instanceof Error) || err instanceof DriverException || 'severity' in err || err.name === 'KnexTimeoutError') return err;
  return new ConnectionException(err);
}
