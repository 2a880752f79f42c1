import type { AuditEvent } from '../audit/record-audit.js';
import type { ResourceDefinition } from './resource.js';

type Loose = Record<string, unknown>;
type Event = Omit<AuditEvent, 'resource' | 'recordId'>;

/** Kept by the server on every write: not something the writer changed. */
const BOOKKEEPING = new Set(['updatedAt', 'version']);

const changedFields = (before: Loose, after: Loose) =>
  Object.keys(after).filter((f) => !BOOKKEEPING.has(f) && JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null));

/**
 * The log entries of one update through the CRUD layer: the resource's own events (a role change, a
 * disabled account) and an `update` with whatever other fields changed. A save that changed nothing
 * wrote nothing, and logs nothing.
 */
export function auditEvents(def: ResourceDefinition, change: { before: Loose; after: Loose; set: Loose }): Event[] {
  const notes = def.audit?.(change) ?? [];
  const covered = new Set(notes.filter((n) => n.action !== 'update').flatMap((n) => n.fields));
  const updated = new Set(changedFields(change.before, change.after).filter((f) => !covered.has(f)));
  const events: Event[] = [];
  for (const note of notes) {
    if (note.action === 'update') note.fields.forEach((f) => updated.add(f));
    else events.push({ action: note.action, fields: note.fields });
  }
  if (updated.size) events.push({ action: 'update', fields: [...updated] });
  return events;
}
