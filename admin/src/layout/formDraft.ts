/**
 * Unsaved form input kept in the browser (localStorage), one entry per form: `meydan:draft:{resource}:{id|create}`.
 * Only the fields that differ from the stored record are kept, with the time they were typed.
 */
export interface FormDraft {
  savedAt: string;
  values: Record<string, unknown>;
}

const PREFIX = 'meydan:draft:';

export const draftKey = (resource: string, id: string | number | undefined) => `${PREFIX}${resource}:${id ?? 'create'}`;

/** Empty text, undefined and null all mean "nothing here" to a reader of the form. */
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a === '' || a === undefined ? null : a) === JSON.stringify(b === '' || b === undefined ? null : b);

/** The fields of `values` that differ from `base`. */
export function changedFields(values: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => !same(v, base[k])));
}

export function readDraft(key: string): FormDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as FormDraft;
    return draft && typeof draft.values === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

/** Writes the changed fields, or forgets the entry when nothing differs. Storage may be full or off: then nothing is kept. */
export function writeDraft(key: string, values: Record<string, unknown>, now = new Date()): void {
  try {
    if (Object.keys(values).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values } satisfies FormDraft));
  } catch {
    // A private window or a full quota: the form still works, only without this safety net.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
