import type { EntityManager } from '@mikro-orm/postgresql';
import type { RevisedResource, RevisionAction } from '@meydan/shared-types/schemas';
import type { FastifyRequest } from 'fastify';
import { User } from '../model/user.entity.js';
import { Revision } from '../model/revision.entity.js';
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
 * does. A save that changed none of the kept fields adds nothing: the history lists changes.
 */
export function recordRevision(
  em: EntityManager,
  request: FastifyRequest,
  resource: RevisedResource,
  recordId: number,
  state: SavedState,
): void {
  const fields = changedFields(state.before, state.after);
  if (state.before && fields.length === 0) return;
  const user = request.user!;
  const action: RevisionAction = !state.before ? 'create' : state.restoredFrom ? 'restore' : 'update';
  const owner = resource === 'news' ? { news: recordId } : { gallery: recordId };
  em.create(Revision, {
    ...owner,
    user: em.getReference(User, user.id),
    actor: (user.displayName || user.email).slice(0, 200),
    action,
    fields,
    snapshot: state.after,
    restoredFrom: state.restoredFrom ?? null,
  });
}
