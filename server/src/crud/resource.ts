import type { EntitySchema, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminResource, AuditAction, CurrentUser, Role } from '@meydan/shared-types';
import type { TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Where = FilterQuery<object>;

export interface FilterDefinition {
  /** How the value is checked: ids (one or a list), a boolean, an ISO date, one of `values`, or free text. */
  kind: 'id' | 'boolean' | 'date' | 'enum' | 'string';
  values?: readonly string[];
  /** The entity property compared; defaults to the filter's name without a _gte/_lte suffix. */
  field?: string;
  op?: '$gte' | '$lte';
  /** Full control over the condition, for filters that are not a plain comparison. */
  where?: (value: never) => Where;
}

export interface WriteContext {
  em: EntityManager;
  /** The validated body; rules may normalize or complete it before it is assigned. */
  data: Record<string, unknown>;
  /** The entity being updated; undefined on create. */
  existing?: Record<string, unknown> & { id: number };
  user: CurrentUser;
}

export interface AuditNote {
  action: AuditAction;
  fields: string[];
}

export interface ResourceDefinition {
  name: AdminResource;
  entity: EntitySchema<never>;
  createSchema: TObject;
  updateSchema?: TObject;
  sortable: readonly string[];
  defaultSort?: [string, 'ASC' | 'DESC'];
  filters?: Record<string, FilterDefinition>;
  /** Properties concatenated into searchText, which the `q` filter searches. */
  searchFields?: readonly string[];
  /** The public search document of a record (see src/search), rebuilt on every write. */
  searchVector?: (entity: Record<string, unknown>) => string;
  /** Property the slug is generated from. */
  slugFrom?: string;
  /** Plain-text properties normalized on write (Persian letters, digits, spaces, ZWNJ). */
  textFields?: readonly string[];
  /** Collections loaded to serialize their ids. */
  populate?: readonly string[];
  /** Properties never sent to clients. */
  hidden?: readonly string[];
  /** Who may list/read/create/update, and who may delete (defaults: staff; reference data: admins delete). */
  roles?: readonly Role[];
  deleteRoles?: readonly Role[];
  canCreate?: boolean;
  /** Lists and reads only: no create, update or delete route at all. */
  readOnly?: boolean;
  /**
   * Domain rules: throw a ValidationError with per-field messages, or adjust ctx.data. This and the
   * hooks below run inside the write's transaction (ctx.em): whatever they change commits with the record.
   */
  prepare?: (ctx: WriteContext) => Promise<void> | void;
  afterWrite?: (ctx: WriteContext & { entity: Record<string, unknown> & { id: number } }) => Promise<void> | void;
  /** Refuses a delete (throw an HttpError or a ValidationError) before the record is removed. */
  beforeDelete?: (ctx: { em: EntityManager; existing: Record<string, unknown> & { id: number }; user: CurrentUser }) => Promise<void> | void;
  /** Runs once the delete has committed (files the record owned, for instance), outside its transaction. */
  afterDelete?: (entity: Record<string, unknown> & { id: number }, request: FastifyRequest) => Promise<void> | void;
  /**
   * Audit entries an update makes beyond the plain `update` (a role change, a disabled account), from
   * the record before and after and the assigned data; the fields they name leave the `update` entry.
   */
  audit?: (change: { before: Record<string, unknown>; after: Record<string, unknown>; data: Record<string, unknown> }) => AuditNote[];
  /** Adds derived fields to a serialized record. */
  decorate?: (records: Record<string, unknown>[], entities: object[], em: EntityManager) => Promise<void> | void;
  /** Routes beyond CRUD, registered under /api/admin/{name}. */
  routes?: (app: FastifyInstance) => void;
}
