import { PGlite } from '@electric-sql/pglite';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrateUp } from './analyze.js';
import { lockDataDir } from './pglite-lock.js';
import { ormOptions, PGLITE_OPTIONS, pgliteDir, type DatabaseTarget } from './orm-options.js';

export type Orm = MikroORM<PostgreSqlDriver>;

export interface Database {
  orm: Orm;
  kind: 'postgresql' | 'pglite';
  /** A collation that sorts Persian text alphabetically (ICU's "fa"), when the server has one. */
  persianCollation: string | null;
  close(): Promise<void>;
}

/** Opens the database, takes the embedded database's lock if needed, and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget, { migrate = true } = {}): Promise<Database> {
  if (target.databaseUrl) {
    const orm = (await MikroORM.init(ormOptions(target))) as Orm;
    if (migrate) await migrateUp(orm);
    return { orm, kind: 'postgresql', persianCollation: await findPersianCollation(orm), close: () => orm.close(true) };
  }
  const release = lockDataDir(pgliteDir(target.dataDir));
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite(pgliteDir(target.dataDir), PGLITE_OPTIONS);
    const orm = (await MikroORM.init(ormOptions(target, pglite))) as Orm;
    if (migrate) await migrateUp(orm);
    const db = pglite;
    return {
      orm,
      kind: 'pglite',
      persianCollation: await findPersianCollation(orm),
      async close() {
        await orm.close(true);
        await db.close();
        release();
      },
    };
  } catch (err) {
    await pglite?.close().catch(() => undefined);
    release();
    throw err;
  }
}

// Code-point order puts پ چ ژ گ ک ی after و; ICU's Persian collation knows the alphabet.
async function findPersianCollation(orm: Orm): Promise<string | null> {
  const rows = await orm.em
    .getConnection()
    .execute<{ collname: string }[]>(
      `select collname from pg_collation where collname in ('fa-IR-x-icu', 'fa-x-icu') order by collname desc limit 1`,
    );
  return rows[0]?.collname ?? null;
}
