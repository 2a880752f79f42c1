import { defineEntity, p } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';

/*
 * Tables behind the view counts, read and written only by the SQL in postgres-store.ts and redis-store.ts.
 * Declared as entities so that schema snapshots and generated migrations know them.
 */

/** One acknowledged view not yet added to its item: appended by a beacon, removed by the fold. */
export const ViewPending = defineEntity({
  name: 'ViewPending',
  tableName: 'view_pending',
  properties: {
    id: p.bigint().primary().autoincrement(),
    kind: p.enum(['news', 'gallery'] as const),
    itemId: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** A visitor (hash of address and browser) who was counted on an item, until when a new view does not count. */
export const ViewSeen = defineEntity({
  name: 'ViewSeen',
  tableName: 'view_seen',
  properties: {
    kind: p.enum(['news', 'gallery'] as const).primary(),
    itemId: p.integer().primary(),
    visitor: p.string().length(TEXT_MAX.visitorId).primary(),
    expiresAt: p.datetime().index(),
  },
});

/** Batches of Redis counts already added, so a batch retried after a crash is not added twice. */
export const ViewFold = defineEntity({
  name: 'ViewFold',
  tableName: 'view_fold',
  properties: {
    batch: p.string().length(TEXT_MAX.batchId).primary(),
    foldedAt: p.datetime().defaultRaw('now()').index(),
  },
});
