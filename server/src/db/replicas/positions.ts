import type { MikroORM } from '@mikro-orm/core';
import { parseLsn, type Lsn } from './lsn.js';

/** What one look at a replica tells: how far it has replayed, and whether it is a standby at all. */
export interface ReplayState {
  /** Null on a server that is not in recovery (a primary, or a promoted replica). */
  replayed: Lsn | null;
  standby: boolean;
}

/**
 * The primary's WAL write position. Taken after a commit it is at or past that commit's record, so a
 * replica that has replayed this far shows the commit.
 */
export async function primaryPosition(orm: MikroORM): Promise<Lsn> {
  const [row] = await orm.em.getConnection().execute<{ lsn: string }[]>('select pg_current_wal_lsn()::text as lsn');
  const lsn = parseLsn(row?.lsn);
  if (lsn === null) throw new Error(`unreadable WAL position from the primary: ${String(row?.lsn)}`);
  return lsn;
}

/** How far a replica has replayed; one cheap statement that reads no table. */
export async function replayState(orm: MikroORM): Promise<ReplayState> {
  const [row] = await orm.em
    .getConnection()
    .execute<{ replayed: string | null; standby: boolean }[]>(
      'select pg_last_wal_replay_lsn()::text as replayed, pg_is_in_recovery() as standby',
    );
  return { replayed: parseLsn(row?.replayed), standby: row?.standby === true };
}
