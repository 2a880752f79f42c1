import { raw, ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import { Type, type TObject } from '@sinclair/typebox';
import type { ResourceDefinition } from './resource.js';

/** Kept for the database's own searches, never shown: no list reads them. */
const NEVER_LISTED = ['searchText', 'searchVector'];

export interface ListColumns {
  /**
   * Properties the list's SQL leaves out, as MikroORM's `exclude` takes them: it types the names by the
   * entity, and the generic layer knows them from the resource's definition only.
   */
  unread: never[];
  /** Properties left out of each listed record. */
  hidden: string[];
  /** A listed record, as the answer's schema writes it. */
  schema: TObject;
}

/**
 * What a list (and an export) of the resource reads: every column but the large ones no list shows. Ten
 * exports of a thousand news read every body, and held the database for ten seconds and more.
 */
export function listColumns(def: ResourceDefinition): ListColumns {
  const omits = def.listOmits ?? [];
  const properties = def.entity.meta.properties as Record<string, unknown>;
  return {
    unread: [...NEVER_LISTED.filter((name) => name in properties), ...omits] as never[],
    hidden: [...(def.hidden ?? []), ...omits],
    schema: omits.length ? Type.Omit(def.recordSchema, [...omits]) : def.recordSchema,
  };
}

const isText = (columnType: string | undefined) => /^(varchar|character varying|text|char)/i.test(columnType ?? '');

/**
 * A text column in Persian alphabetical order, where the database has the collation; null for any other
 * field. Only text columns take a collation: dates (a string at runtime too) would fail in PostgreSQL.
 */
function collatedColumn(prop: EntityProperty | undefined, collation: string | null): ((alias: string) => string) | null {
  if (!collation || prop?.kind !== ReferenceKind.SCALAR || !isText(prop.columnTypes?.[0])) return null;
  const column = prop.fieldNames[0];
  return (alias) => `${alias}."${column}" collate "${collation}"`;
}

/**
 * The SQL a list sorts by: text in Persian alphabetical order where the database can, times to the
 * millisecond a JavaScript date keeps (so that the export's next page starts exactly after the last
 * row it read); null for a field that is not a column of its own.
 */
export function sortExpression(meta: EntityMetadata, field: string, collation: string | null): ((alias: string) => string) | null {
  const prop = meta.properties[field];
  if (!prop || (prop.kind !== ReferenceKind.SCALAR && prop.kind !== ReferenceKind.MANY_TO_ONE)) return null;
  const collated = collatedColumn(prop, collation);
  if (collated) return collated;
  const column = prop.fieldNames[0];
  if (prop.kind === ReferenceKind.SCALAR && /^timestamp/i.test(prop.columnTypes?.[0] ?? '')) {
    return (alias) => `date_trunc('milliseconds', ${alias}."${column}")`;
  }
  return (alias) => `${alias}."${column}"`;
}

/** Text sorts in Persian alphabetical order where the database can; records without a value go last. */
export function orderByField(meta: EntityMetadata, field: string, order: 'ASC' | 'DESC', collation: string | null) {
  const direction = `${order.toLowerCase()} nulls last`;
  const collated = collatedColumn(meta.properties[field], collation);
  return collated ? { [raw(collated)]: direction } : { [field]: direction };
}
