import type { EntityManager } from '@mikro-orm/postgresql';

type Loose = Record<string, unknown>;

/** What a resource keeps in its revisions; declared by the resource (`revisions` of its definition). */
export interface RevisionPolicy {
  /** The editable fields of the record: what a revision keeps, what a comparison shows and a restore writes back. */
  fields: readonly string[];
  /** What a revision keeps beyond the record's own fields (a gallery's photos), read in the save's transaction. */
  extra?: (em: EntityManager, id: number) => Promise<Loose>;
  /** Writes those back on a restore, in the save's transaction, before the record is flushed. */
  restoreExtra?: (em: EntityManager, entity: Loose & { id: number }, snapshot: Loose) => Promise<void>;
}

// Links are a set: the order the database returns them in is not something the editor changed.
const stable = (value: unknown) =>
  Array.isArray(value) && value.every((v) => typeof v === 'number') ? [...(value as number[])].sort((a, b) => a - b) : value;

/** The record as a revision keeps it: its editable fields (from its API shape) and the resource's extras. */
export async function takeSnapshot(em: EntityManager, policy: RevisionPolicy, record: Loose & { id: number }): Promise<Loose> {
  const snapshot: Loose = {};
  for (const field of policy.fields) snapshot[field] = stable(record[field] ?? null);
  return { ...snapshot, ...(await policy.extra?.(em, record.id)) };
}

/** Empty text, null and an empty list all mean "nothing here". */
const empty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two snapshots; against nothing (a create), the fields it filled. */
export function changedFields(before: Loose | undefined, after: Loose): string[] {
  return Object.keys(after).filter((f) => (before ? !same(before[f], after[f]) : !empty(after[f])));
}

/** The fields of a resource's input schema that an editor writes (the version is the server's to keep). */
export const editableFields = (schema: { properties: Record<string, unknown> }, except: readonly string[] = []): string[] =>
  Object.keys(schema.properties).filter((f) => f !== 'version' && !except.includes(f));
