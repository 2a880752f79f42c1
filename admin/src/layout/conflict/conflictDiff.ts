import { formatDate, isIsoDate, isIsoDateTime, type Calendar } from '@meydan/shared-types/calendar';
import { toPersianDigits } from '@meydan/shared-types/text';

type Values = Record<string, unknown>;

/** Kept by the server, or derived from other fields: never a choice between two people's edits. */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'version', 'slug', 'shortCode', 'viewCount', 'itemCount', 'lastLoginAt']);

/** Empty text, null and a missing value all mean "nothing here" in a form. */
const normalized = (value: unknown): unknown => (value === undefined || value === '' ? null : value);

export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));

/** The fields someone else changed between the version this form started from and the stored one. */
export function theirChanges(base: Values, current: Values): string[] {
  const fields = new Set([...Object.keys(base), ...Object.keys(current)]);
  return [...fields].filter((f) => !SYSTEM_FIELDS.has(f) && !sameValue(base[f], current[f]));
}

/** The fields this form changed from the version it started from. */
export function myChanges(base: Values, mine: Values): string[] {
  return Object.keys(mine).filter((f) => !SYSTEM_FIELDS.has(f) && !sameValue(base[f], mine[f]));
}

/**
 * "Keep mine": the stored record with this form's own changes on top, sent on the stored version.
 * Fields only the other person changed keep their value, so neither side loses anything it did not
 * choose to overwrite.
 */
export function keepMine(base: Values, current: Values, mine: Values): Values {
  const merged: Values = { ...current };
  for (const field of myChanges(base, mine)) merged[field] = mine[field];
  merged.version = current.version;
  return merged;
}

const MAX_TEXT = 160;

/** A value as one line of Persian text for the comparison: dates in the chosen calendar, HTML as its words. */
export function describeValue(value: unknown, calendar: Calendar, yesNo: { yes: string; no: string }): string {
  const v = normalized(value);
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? yesNo.yes : yesNo.no;
  if (typeof v === 'number') return toPersianDigits(String(v));
  if (Array.isArray(v)) return v.length ? v.map((item) => describeValue(item, calendar, yesNo)).join('، ') : '—';
  if (typeof v === 'string') {
    if (isIsoDateTime(v)) return formatDate(v, { calendar, time: true });
    if (isIsoDate(v)) return formatDate(v, { calendar });
    const text = v.includes('<')
      ? v
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : v;
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text || '—';
  }
  return JSON.stringify(v);
}
