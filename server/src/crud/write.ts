import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseIsoDateTime } from '@meydan/shared-types/calendar';
import { normalizeText, slugify, toSearchKey, uniqueSlug } from '@meydan/shared-types/text';
import { ValidationError } from '../http-errors.js';
import type { AnyRecord, ResourceDefinition } from './resource.js';
import { lockRows } from './row-locks.js';

type Loose = Record<string, unknown>;

/**
 * Every referenced id must exist: a clear message on the field instead of a foreign-key failure. The rows
 * stay locked against a delete until the write commits, so a record never links to a row deleted meanwhile.
 */
async function checkReferences(em: EntityManager, meta: EntityMetadata, data: Loose): Promise<void> {
  const errors: Record<string, string> = {};
  for (const prop of meta.props) {
    const value = data[prop.name];
    if (value === undefined || value === null) continue;
    if (prop.kind !== ReferenceKind.MANY_TO_ONE && prop.kind !== ReferenceKind.MANY_TO_MANY) continue;
    const ids = Array.isArray(value) ? (value as number[]) : [value as number];
    if (ids.length === 0) continue;
    const unique = [...new Set(ids)];
    const found = await lockRows(em, prop.type, unique, 'key share');
    if (found.size !== unique.length) errors[prop.name] = 'مورد انتخاب‌شده وجود ندارد؛ دوباره انتخاب کنید.';
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * Normalizes plain-text fields. A field the schema requires and that holds only spaces or joiners is a
 * field error (the length check ran before normalization); an optional one that ends up empty is null.
 */
export function normalizeTextFields(def: ResourceDefinition, data: Loose): void {
  const required = new Set(def.createSchema.required ?? []);
  const errors: Record<string, string> = {};
  for (const field of def.textFields ?? []) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const normalized = normalizeText(value);
    if (normalized === '' && required.has(field)) errors[field] = 'این فیلد نباید خالی باشد.';
    data[field] = normalized === '' ? null : normalized;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * The stored record (in its API shape) overlaid with the input: the record as the write will leave it,
 * which every rule checks instead of working out "the new value, else the stored one" itself.
 */
export function overlay(record: Loose | null, input: Loose): Loose {
  const next: Loose = { ...record };
  for (const [key, value] of Object.entries(input)) if (value !== undefined) next[key] = value;
  return next;
}

type Links = { isInitialized(): boolean; getIdentifiers(): number[]; set(items: object[]): void };

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Copies validated input onto the entity: scalars as they are, relation ids as references. Returns
 * whether a list of links (tags, teams…) changed: that alone writes no row of the entity itself.
 */
export async function assignInput(em: EntityManager, meta: EntityMetadata, entity: AnyRecord, data: Loose): Promise<boolean> {
  await checkReferences(em, meta, data);
  let linksChanged = false;
  for (const [key, value] of Object.entries(data)) {
    const prop = meta.properties[key];
    if (!prop || prop.primary || key === meta.versionProperty) continue;
    if (prop.kind === ReferenceKind.MANY_TO_ONE) {
      entity[key] = value === null ? null : em.getReference(prop.type, value as number);
    } else if (prop.kind === ReferenceKind.MANY_TO_MANY) {
      const coll = entity[key] as Links;
      const ids = value as number[];
      if (coll.isInitialized() && sameIds(coll.getIdentifiers(), ids)) continue;
      coll.set(ids.map((id) => em.getReference(prop.type, id)));
      linksChanged = true;
    } else if (prop.kind === ReferenceKind.SCALAR) {
      // The schema's date-time format already accepted the string; parse it the same way it was checked.
      entity[key] = prop.runtimeType === 'Date' && typeof value === 'string' ? parseIsoDateTime(value) : value;
    }
  }
  return linksChanged;
}

export async function refreshDerived(
  em: EntityManager,
  def: ResourceDefinition,
  meta: EntityMetadata,
  entity: AnyRecord,
  titleChanged: boolean,
) {
  if (def.searchFields?.length) {
    entity.searchText = toSearchKey(def.searchFields.map((f) => (typeof entity[f] === 'string' ? entity[f] : '')).join(' '));
  }
  if (def.searchVector) entity.searchVector = def.searchVector(entity);
  if (def.slugFrom && (titleChanged || !entity.slug)) {
    const base = slugify(String(entity[def.slugFrom] ?? ''));
    const id = entity.id as number | undefined;
    entity.slug = await uniqueSlug(base, async (slug) => {
      const other = await em.findOne(meta.className, { slug, ...(id ? { id: { $ne: id } } : {}) }, { fields: ['id'] });
      return !!other;
    });
  }
}
