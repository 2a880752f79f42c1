import type { FastifyInstance } from 'fastify';

/**
 * A fingerprint of every table, to show that a refused request changed nothing: its row count and the
 * newest `xmin` (the transaction that wrote a row version). A committed insert or update makes a row
 * version with a newer xmin, a delete lowers the count, and a rolled-back write leaves no visible trace,
 * rightly. Cheaper than hashing every row, which matters when it runs after every request. Sessions are
 * left out: being logged in touches them.
 */
export async function databaseChecksum(
  app: FastifyInstance,
  exclude: readonly string[] = ['session', 'mikro_orm_migrations'],
): Promise<Record<string, string>> {
  const conn = app.orm.em.getConnection();
  const tables = (await conn.execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public' order by 1`))
    .map((r) => r.tablename)
    .filter((t) => !exclude.includes(t));
  // Table names come from the catalogue, not from a request.
  const sql = tables
    .map((t) => `select '${t}' as t, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as h from "${t}"`)
    .join(' union all ');
  const rows = await conn.execute<{ t: string; h: string }[]>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}
