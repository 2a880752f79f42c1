import { ChangeSetType, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import type { CacheTag } from '../cache/tags.js';
import { tagsForChange, type EntityChange } from './entity-tags.js';

const TYPES: Partial<Record<ChangeSetType, EntityChange['type']>> = {
  [ChangeSetType.CREATE]: 'create',
  [ChangeSetType.UPDATE]: 'update',
  [ChangeSetType.DELETE]: 'delete',
  [ChangeSetType.DELETE_EARLY]: 'delete',
};

/** A safety net for a transaction whose commit event never comes (rolled back, or an unusual path). */
const ORPHAN_MS = 2_000;

/**
 * Turns every flush into cache tags. A flush outside a transaction has committed when `afterFlush`
 * runs; inside one, its tags wait for the commit, since a process re-rendering before then would
 * read, and keep, the old rows. MikroORM awaits what `publish` returns before the flush (or the
 * commit) returns, so an asynchronous publish (one that first reads the WAL position) is done by the
 * time the write's response is sent.
 */
export function entityChangeSubscriber(publish: (tags: CacheTag[]) => void | Promise<void>): EventSubscriber {
  const pending = new Map<unknown, Set<CacheTag>>();

  const collect = (args: FlushEventArgs): Set<CacheTag> => {
    const tags = new Set<CacheTag>();
    for (const cs of args.uow.getChangeSets()) {
      const type = TYPES[cs.type];
      if (!type) continue;
      const change: EntityChange = {
        entity: cs.name,
        type,
        row: { ...(cs.originalEntity ?? {}), ...(cs.entity as Record<string, unknown>) },
        fields: Object.keys(cs.payload ?? {}),
      };
      for (const tag of tagsForChange(change)) tags.add(tag);
    }
    // Collection-only changes (a news item's tags or positions) come without a change set of the owner.
    for (const coll of args.uow.getCollectionUpdates()) {
      const owner = coll.owner as { id?: number; constructor: { name: string } };
      const name = (coll.owner as { __meta?: { className: string } }).__meta?.className ?? owner.constructor.name;
      for (const tag of tagsForChange({ entity: name, type: 'update', row: { id: owner.id }, fields: [coll.property.name] })) tags.add(tag);
    }
    return tags;
  };

  return {
    afterFlush(args) {
      const tags = collect(args);
      if (tags.size === 0) return;
      if (!args.em.isInTransaction()) return publish([...tags]);
      const tx = args.em.getTransactionContext();
      let set = pending.get(tx);
      if (!set) {
        pending.set(tx, (set = new Set()));
        setTimeout(() => {
          const left = pending.get(tx);
          pending.delete(tx);
          if (left?.size) void publish([...left]);
        }, ORPHAN_MS).unref();
      }
      for (const tag of tags) set.add(tag);
    },
    afterTransactionCommit(args: TransactionEventArgs) {
      const set = pending.get(args.transaction);
      if (!set) return;
      pending.delete(args.transaction);
      return publish([...set]);
    },
  };
}
