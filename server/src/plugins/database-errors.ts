import { ConnectionException } from '@mikro-orm/core';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);

/** True when the database is unreachable (down, restarting, pool exhausted), as opposed to a bad query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionException) return true;
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const e = cur as { code?: string; message?: string; name?: string; cause?: unknown; previous?: unknown };
    if (e.code && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.name === 'KnexTimeoutError') return true;
    if (
      e.message &&
      /Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED|Client has encountered a connection error|terminating connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|too many clients|Connection ended unexpectedly/i.test(
        e.message,
      )
    )
      return true;
    cur = e.cause ?? e.previous;
  }
  return false;
}
