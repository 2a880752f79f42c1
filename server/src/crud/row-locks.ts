import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * `update`: the rows are about to go (a delete that first checks nothing uses them); `key share`: a write
 * is about to link to them. The two conflict, and `key share` conflicts with nothing else, so a delete
 * and a write that links to the same row take turns: the later one sees what the earlier one committed
 * (the link, or the row gone) instead of each deciding on what it read before the other's commit.
 */
export type RowLock = 'update' | 'key share';

/** Locks these rows of the entity named `entityName` until the transaction ends and answers the ids of those that exist. */
export async function lockRows(em: EntityManager, entityName: string, ids: readonly number[], lock: RowLock): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const meta = em.getMetadata().get(entityName);
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `select "id" from "${meta.tableName}" where "id" in (${ids.map(() => '?').join(', ')}) order by "id" for ${lock}`,
      [...ids],
      'all',
      em.getTransactionContext(),
    );
  return new Set(rows.map((r) => r.id));
}
