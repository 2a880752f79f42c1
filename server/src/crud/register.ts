import type { Populate } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_ONLY_RESOURCES, REFERENCE_RESOURCES, STAFF_ROLES, type Role } from '@meydan/shared-types/constants';
import { ConflictBodySchema, type RevisedResource } from '@meydan/shared-types/schemas';
import { Type, type TObject } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http-errors.js';
import { revisionRoutes } from './revision-routes.js';
import { takeSnapshot } from './revision-snapshot.js';
import { buildWhere } from './filters.js';
import { registerExport } from './export-route.js';
import { contentRange, sortedListQuery } from './list-query.js';
import { listColumns, orderByField } from './list-columns.js';
import { coerceLocalizedNumbers } from './localized-numbers.js';
import type { AnyRecord, ResourceDefinition, WriteContext } from './resource.js';
import { auditEvents } from './audit-write.js';
import { UnitOfWork } from './unit-of-work.js';
import { IdParamsSchema, ListQuerySchema, NoParamsSchema, NoQuerySchema } from './route-schemas.js';
import { metadataOf, toRecord } from './serialize.js';
import { assignInput, normalizeTextFields, overlay, refreshDerived } from './write.js';

type Loose = AnyRecord;

/** A save that writes an older revision back: which one, and everything it kept. */
interface Restore {
  restoredFrom: number;
  snapshot: Record<string, unknown>;
}

const ADMINS: readonly Role[] = ['admin'];
/** JSON bodies of the back office; uploads are multipart and have their own limits. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;

/** Serves one resource in the ra-data-simple-rest dialect under the prefix it is registered with. */
export function registerResource(app: FastifyInstance, def: ResourceDefinition): void {
  const roles = def.roles ?? (ADMIN_ONLY_RESOURCES.includes(def.name) ? ADMINS : STAFF_ROLES);
  const deleteRoles = def.deleteRoles ?? (REFERENCE_RESOURCES.includes(def.name) ? ADMINS : roles);
  const updateSchema: TObject = def.updateSchema ?? Type.Partial(def.createSchema);
  const entityName = def.entity.meta.className;
  const sortable = new Set(['id', 'createdAt', 'updatedAt', ...def.sortable]);

  // Before the body is read: an anonymous or forbidden caller learns nothing of the schema and costs no parsing.
  app.addHook('onRequest', app.requireRole(roles));
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= ADMIN_BODY_LIMIT;
  });

  const serialize = async (em: EntityManager, entities: Loose[], hidden = def.hidden) => {
    const meta = metadataOf(em, entityName);
    const records = entities.map((e) => toRecord(meta, e, hidden));
    await def.decorate?.(records, entities, em, app);
    return records;
  };

  // Relation names the ORM checks against the entity's metadata; one list of every resource cannot type them per entity.
  const populate = (def.populate ?? []) as Populate<Loose, string>;
  // A list sends a collection as its ids: the link rows are enough, the linked records are not read.
  const populateIds = (def.populate ?? []).map((name) => `${name}:ref`) as Populate<Loose, string>;

  const load = async (em: EntityManager, id: number): Promise<Loose> => {
    const entity = await em.findOne<Loose, string>(def.entity, { id }, { populate });
    if (!entity) throw notFound();
    return entity;
  };

  const createEntity = (em: EntityManager): Loose => em.create(def.entity, {}, { partial: true, persist: false });
  const current = (id: number) => async (em: EntityManager) => (await serialize(em, [await load(em, id)]))[0];

  /** A create or an update, as one unit of work: the record, what its rules change beside it, its log and its revision. */
  const write = (request: FastifyRequest, id: number | undefined, body: Record<string, unknown>, restore?: Restore) =>
    UnitOfWork.run(request, async (uow) => {
      const { em } = uow;
      const existing = id === undefined ? null : await load(em, id);
      // The version is the server's to raise; the client's only says which one its edit started from.
      const { version, ...input } = body;
      if (existing) await uow.checkVersion(existing, version, current(existing.id));
      const meta = metadataOf(em, entityName);
      const recordBefore = existing && toRecord(meta, existing, def.hidden);
      // Not persisted until it is flushed: a write refused by its rules leaves nothing behind.
      const entity = existing ?? createEntity(em);
      const policy = def.revisions;
      const change = await uow.begin(
        {
          resource: def.name,
          revisions: policy && {
            resource: def.name as RevisedResource,
            snapshot: (tx) => takeSnapshot(tx, policy, { ...toRecord(meta, entity, def.hidden), id: entity.id }),
          },
        },
        !!existing,
      );
      normalizeTextFields(def, input);
      const ctx: WriteContext<Loose, Record<string, unknown>, Record<string, unknown>> = {
        em,
        app,
        input,
        existing,
        next: overlay(recordBefore, input),
        set: {},
        user: uow.user,
      };
      await def.prepare?.(ctx);
      const before = def.slugFrom && existing ? existing[def.slugFrom] : undefined;
      const linksChanged = await assignInput(em, meta, entity, { ...ctx.input, ...ctx.set });
      if (restore && existing) await def.revisions?.restoreExtra?.(em, entity, restore.snapshot);
      // A change of links is a change of the record: its row is written so that its version rises.
      if (existing && linksChanged) entity.updatedAt = new Date();
      await refreshDerived(em, def, meta, entity, !!def.slugFrom && entity[def.slugFrom] !== before);
      await em.persistAndFlush(entity);
      await def.afterWrite?.({ ...ctx, entity });
      const recordAfter = toRecord(meta, entity, def.hidden);
      const audit = recordBefore ? auditEvents(def, { before: recordBefore, after: recordAfter, set: ctx.set }) : undefined;
      await change.done(entity.id, { audit, restoredFrom: restore?.restoredFrom });
      // Flushed before the answer is read: `decorate` queries the database, and what `afterWrite` changed
      // (a game's new report) must be there to be seen.
      await em.flush();
      return (await serialize(em, [entity]))[0];
    });

  const coerce = (schema: TObject) => async (request: FastifyRequest) => {
    request.body = coerceLocalizedNumbers(schema, request.body);
  };

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // Answers are written by the record schema: what it does not list (an internal column) is never sent.
  const record = def.recordSchema;
  const columns = listColumns(def);
  const list = { params: NoParamsSchema, querystring: ListQuerySchema, response: { 200: Type.Array(columns.schema) } };
  const one = { params: IdParamsSchema, querystring: NoQuerySchema, response: { 200: record } };

  routes.get('/', { schema: list }, async (request, reply) => {
    const { range, filter, field, order } = sortedListQuery(request.query, sortable, def.defaultSort);
    const start = range?.start ?? 0;
    const limit = range ? range.end - range.start + 1 : 25;
    const [items, total] = await request.em.findAndCount<Loose, string>(def.entity, buildWhere(def, filter, request.em), {
      orderBy: [orderByField(metadataOf(request.em, entityName), field, order, app.db.persianCollation), { id: 'desc' }],
      limit,
      offset: start,
      populate: populateIds,
      // Joined, the page and its count would join every link row and group them back.
      strategy: 'select-in',
      exclude: columns.unread,
    });
    reply.header('Content-Range', contentRange(def.name, start, items.length, total));
    reply.header('Cache-Control', 'no-store');
    return serialize(request.em, items, columns.hidden);
  });

  registerExport(app, def, { sortable, populate: populateIds, serialize: (em, entities) => serialize(em, entities, columns.hidden) });

  routes.get('/:id', { schema: one }, async (request) => {
    return (await serialize(request.em, [await load(request.em, Number(request.params.id))]))[0];
  });

  // The read-only ones (the audit log) answer only the two reads above.
  if (def.readOnly) {
    def.routes?.(app);
    return;
  }

  if (def.canCreate !== false) {
    const schema = { params: NoParamsSchema, querystring: NoQuerySchema, body: def.createSchema, response: { 201: record } };
    routes.post('/', { schema, preValidation: coerce(def.createSchema) }, async (request, reply) => {
      reply.status(201);
      return write(request, undefined, request.body);
    });
  }

  routes.put(
    '/:id',
    {
      schema: { ...one, body: updateSchema, response: { 200: record, 409: ConflictBodySchema(record) } },
      preValidation: coerce(updateSchema),
    },
    async (request) => write(request, Number(request.params.id), request.body),
  );

  if (def.revisions) {
    revisionRoutes(app, { resource: def.name as RevisedResource, entityName, recordSchema: record, policy: def.revisions, update: write });
  }

  routes.delete('/:id', { schema: one }, async (request) => {
    if (!deleteRoles.includes(request.user!.role)) {
      throw new HttpError(403, 'حذف این نوع داده فقط در اختیار مدیر سامانه است.');
    }
    const id = Number(request.params.id);
    return UnitOfWork.run(request, async (uow) => {
      const { em } = uow;
      const existing = await load(em, id);
      await def.beforeDelete?.({ em, app, user: uow.user, existing });
      const [record] = await serialize(em, [existing]);
      em.remove(existing);
      uow.audit({ action: 'delete', resource: def.name, recordId: id });
      // After the commit: what it removes outside the database (files) cannot be rolled back with it.
      if (def.afterDelete) uow.onCommit(() => def.afterDelete!(existing, { em, app, user: uow.user }));
      return record;
    });
  });

  def.routes?.(app);
}
