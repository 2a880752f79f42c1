import type { EntityManager } from '@mikro-orm/postgresql';
import type { RevisedResource, RevisionAction } from '@meydan/shared-types/schemas';
import { TEXT_MAX } from '@meydan/shared-types/constants';
import { User } from '../model/user.entity.js';
import { Revision } from '../model/revision.entity.js';
import type { Actor } from '../audit/record-audit.js';
import { changedFields } from './revision-snapshot.js';

type Loose = Record<string, unknown>;

export interface SavedState {
  /** The snapshot before the save; none for a create. */
  before?: Loose;
  after: Loose;
  /** Set when the save wrote back an older revision. */
  restoredFrom?: number;
}

/**
 * Adds a revision of a save to the unit of work of `em`, so that it commits exactly when the save
 * does, and answers the fields it saw change. A save that changed none of the kept fields adds
 * nothing: the history lists changes.
 */
export function recordRevision(em: EntityManager, actor: Actor, resource: RevisedResource, recordId: number, state: SavedState): string[] {
  const fields = changedFields(state.before, state.after);
  if (state.before && fields.length === 0) return fields;
  const action: RevisionAction = !state.before ? 'create' : state.restoredFrom ? 'restore' : 'update';
  em.create(Revision, {
    [resource]: recordId,
    user: actor.user ? em.getReference(User, actor.user.id) : null,
    actor: (actor.user?.displayName || actor.user?.email || actor.name || '').slice(0, TEXT_MAX.actor),
    action,
    fields,
    snapshot: state.after,
    restoredFrom: state.restoredFrom ?? null,
  });
  return fields;
}
