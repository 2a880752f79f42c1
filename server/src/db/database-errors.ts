import { ConnectionException, DriverException } from '@mikro-orm/core';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES =
  /Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED|Client has encountered a connection error|terminating connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|too many clients|Connection ended unexpectedly/i;
/**
 * What only the database client says of its own connection. A raw statement (`connection.execute`)
 * whose connection drops mid-query rejects with a plain `Error` carrying this text after the SQL,
 * with no code and no server severity.
 */
const CLIENT_MESSAGES = /Connection terminated unexpectedly|Connection ended unexpectedly|Client has encountered a connection error/;

interface Chained {
  code?: string;
  message?: string;
  name?: string;
  severity?: string;
  cause?: unknown;
  previous?: unknown;
}

/** Errors raised by the database's own client: MikroORM's wrappers, the pool's timeout, a server's notice. */
const fromDriver = (e: Chained) =>
  e instanceof DriverException ||
  e.name === 'KnexTimeoutError' ||
  typeof e.severity === 'string' ||
  (typeof e.message === 'string' && CLIENT_MESSAGES.test(e.message));

/**
 * True when the database is unreachable (down, restarting, pool exhausted), as opposed to a bad query.
 * Only an error the database driver raised counts: a client that hangs up halfway through its body
 * fails with the same ECONNRESET as a dropped database connection, and is no outage.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let driver = false;
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const e = cur as Chained;
    driver ||= fromDriver(e);
    if (driver) {
      if (e instanceof ConnectionException || e.name === 'KnexTimeoutError') return true;
      if (e.code && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) return true;
      if (e.message && CONNECTION_MESSAGES.test(e.message)) return true;
    }
    cur = e.cause ?? e.previous;
  }
  return false;
}
