import type { EntitySchema, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminResource, Role } from '@meydan/shared-types/constants';
import type { AuditAction } from '@meydan/shared-types/schemas';
import type { Static, TObject, TPartial } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { RevisionPolicy } from './revision-snapshot.js';
import type { WriteScope } from './unit-of-work.js';

export type Where = FilterQuery<AnyRecord>;

/** What every stored record has. */
export type StoredRecord = { id: number };

/** A record whose other properties the code at hand does not know: the generic layer's view of any entity. */
export type AnyRecord = StoredRecord & Record<string, unknown>;

type FilterScalar = number | boolean | Date | string | null;
/** A checked filter value: one value, or a list of them for `field: [a, b]`. */
export type FilterValue = FilterScalar | FilterScalar[];

export interface FilterDefinition {
  /** How the value is checked: ids (one or a list), a boolean, an ISO date, one of `values`, or free text. */
  kind: 'id' | 'boolean' | 'date' | 'enum' | 'string';
  values?: readonly string[];
  /** The entity property compared; defaults to the filter's name without a _gte/_lte suffix. */
  field?: string;
  op?: '$gte' | '$lte';
  /** Full control over the condition, for filters that are not a plain comparison. */
  where?(value: FilterValue, em: EntityManager): Where;
}

/**
 * What a write may assign beside its input, by entity property: relations by id, dates as dates. A
 * misspelled property or a value of the wrong kind is a compile error.
 */
export type Assignable<E> = {
  [K in keyof E]?: NonNullable<E[K]> extends Date ? Date | null : NonNullable<E[K]> extends StoredRecord ? number | null : E[K];
};

export interface WriteContext<E, I, N> extends WriteScope {
  /** The validated, normalized body; rules may adjust it (sanitize, lowercase) before it is assigned. */
  input: I;
  /** The record being updated; null on create. */
  existing: E | null;
  /**
   * The record as this write leaves it, in the input's shape (relations as ids, dates as ISO strings): the
   * stored record overlaid with the input. The one place "the new value, else the stored one" is worked out.
   */
  next: N;
  /** Properties the rules set beyond the input (an author, a short code, a password hash), assigned with it. */
  set: Assignable<E>;
}

export interface AuditNote {
  action: AuditAction;
  fields: string[];
}

/**
 * One resource of the generic CRUD layer, typed by its entity (E) and its create and update schemas (C,
 * U): the rules see the input as those schemas validated it and the records as the entity stores them.
 * Hooks are declared as methods so that every resource's definition fits the one list the app registers.
 */
export interface ResourceDefinition<E extends StoredRecord = AnyRecord, C extends TObject = TObject, U extends TObject = TObject> {
  name: AdminResource;
  entity: EntitySchema<E, never>;
  createSchema: C;
  updateSchema?: U;
  /** The record as the API sends it (list, one record, the answer to a save): a field it does not list is not sent. */
  recordSchema: TObject;
  sortable: readonly string[];
  defaultSort?: [string, 'ASC' | 'DESC'];
  filters?: Record<string, FilterDefinition>;
  /** Properties concatenated into searchText, which the `q` filter searches. */
  searchFields?: readonly string[];
  /** The public search document of a record (see src/search), rebuilt on every write. */
  searchVector?(entity: NoInfer<E>): string;
  /** Property the slug is generated from. */
  slugFrom?: string;
  /** Plain-text properties normalized on write (Persian letters, digits, spaces, ZWNJ). */
  textFields?: readonly string[];
  /** Collections loaded to serialize their ids. */
  populate?: readonly string[];
  /** Properties never sent to clients. */
  hidden?: readonly string[];
  /**
   * Large columns no list shows (an article's body): the list and the export never read them; the
   * record's own screen (GET one) does.
   */
  listOmits?: readonly string[];
  /** Who may list/read/create/update, and who may delete (defaults: staff; reference data: admins delete). */
  roles?: readonly Role[];
  deleteRoles?: readonly Role[];
  canCreate?: boolean;
  /** Lists and reads only: no create, update or delete route at all. */
  readOnly?: boolean;
  /**
   * Domain rules: throw a ValidationError with per-field messages, adjust ctx.input or add to ctx.set. This and the
   * hooks below run inside the write's transaction (ctx.em): whatever they change commits with the record.
   */
  prepare?(ctx: WriteContext<NoInfer<E>, Static<C> | Static<U>, Static<C>>): Promise<void> | void;
  afterWrite?(ctx: WriteContext<NoInfer<E>, Static<C> | Static<U>, Static<C>> & { entity: NoInfer<E> }): Promise<void> | void;
  /** Refuses a delete (throw an HttpError or a ValidationError) before the record is removed. */
  beforeDelete?(ctx: WriteScope & { existing: NoInfer<E> }): Promise<void> | void;
  /** Runs once the delete has committed (files the record owned, for instance), outside its transaction. */
  afterDelete?(entity: NoInfer<E>, scope: WriteScope): Promise<void> | void;
  /**
   * Audit entries an update makes beyond the plain `update` (a role change, a disabled account), from
   * the record before and after and what the rules set; the fields they name leave the `update` entry.
   */
  audit?(change: { before: Record<string, unknown>; after: Record<string, unknown>; set: Assignable<NoInfer<E>> }): AuditNote[];
  /** Keeps every save as a revision (who, when, what changed, the editable fields) with history routes beside the record. */
  revisions?: RevisionPolicy;
  /** Adds derived fields to a serialized record (`app` for what the app's configuration decides, such as media addresses). */
  decorate?(records: Record<string, unknown>[], entities: NoInfer<E>[], em: EntityManager, app: FastifyInstance): Promise<void> | void;
  /** Routes beyond CRUD, registered under /api/admin/{name}. */
  routes?(app: FastifyInstance): void;
}

/** Any resource, as the generic layer and the app's one list of resources see it. */
export type Resource = ResourceDefinition;

/**
 * A resource's definition, its types inferred from the entity and the schemas (updates default to a
 * partial create): each rule is checked against its own entity and input here.
 */
export function defineResource<E extends StoredRecord, C extends TObject, U extends TObject = TPartial<C>>(
  def: ResourceDefinition<E, C, U>,
): Resource {
  // MikroORM's EntitySchema<E> is invariant in E, so no one list can hold every entity's own schema type;
  // past this point the generic layer handles any record by its metadata.
  return def as Resource;
}
