import { OptimisticLockError, raw, ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_ONLY_RESOURCES, REFERENCE_RESOURCES, STAFF_ROLES, type Role } from '@meydan/shared-types';
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, ConflictError, HttpError, notFound } from '../plugins/http-errors.js';
import { buildWhere } from './filters.js';
import { contentRange, parseListQuery } from './list-query.js';
import { coerceLocalizedNumbers } from './localized-numbers.js';
import type { ResourceDefinition, WriteContext } from './resource.js';
import { auditRequest } from '../resources/audit/record-audit.js';
import { auditUpdate } from './audit-write.js';
import { metadataOf, toRecord } from './serialize.js';
import { assignInput, normalizeTextFields, refreshDerived } from './write.js';

type Loose = Record<string, unknown> & { id: number };

export function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest('شناسه باید یک عدد صحیح مثبت باشد.');
  return Number(raw);
}

const ADMINS: readonly Role[] = ['admin'];
/** JSON bodies of the back office; uploads are multipart and have their own limits. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;

/** Text sorts in Persian alphabetical order where the database can; records without a value go last. */
function orderByField(meta: EntityMetadata, field: string, order: 'ASC' | 'DESC', collation: string | null) {
  const direction = `${order.toLowerCase()} nulls last`;
  const prop = meta.properties[field];
  // Only text columns take a collation: dates (a string at runtime too) would fail in PostgreSQL.
  if (collation && prop?.kind === ReferenceKind.SCALAR && /^(varchar|character varying|text|char)/i.test(prop.columnTypes?.[0] ?? '')) {
    const column = prop.fieldNames[0];
    return { [raw((alias: string) => `${alias}."${column}" collate "${collation}"`)]: direction };
  }
  return { [field]: direction };
}

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

  const serialize = async (em: EntityManager, entities: object[]) => {
    const meta = metadataOf(em, entityName);
    const records = entities.map((e) => toRecord(meta, e, def.hidden));
    await def.decorate?.(records, entities, em);
    return records;
  };

  const load = async (em: EntityManager, id: number) => {
    const entity = await em.findOne(entityName, { id }, { populate: (def.populate ?? []) as never[] });
    if (!entity) throw notFound();
    return entity as Loose;
  };

  /**
   * Every write is one transaction: the record, what its rules change beside it (another season's
   * current flag, a user's sessions) and every flush in between commit together or not at all.
   */
  const inTransaction = <T>(request: FastifyRequest, fn: (em: EntityManager) => Promise<T>): Promise<T> =>
    request.em.transactional((em) => fn(em as EntityManager));

  const write = (request: FastifyRequest, body: Record<string, unknown>, id?: number) =>
    inTransaction(request, async (em) => {
      const existing = id === undefined ? undefined : await load(em, id);
      // The version is the server's to raise; the client's only says which one its edit started from.
      const { version, ...data } = body;
      if (existing && version !== undefined && version !== existing.version) {
        throw new ConflictError((await serialize(em, [existing]))[0]);
      }
      const meta = metadataOf(em, entityName);
      const recordBefore = existing && toRecord(meta, existing, def.hidden);
      normalizeTextFields(def, data);
      const ctx: WriteContext = { em, data, existing, user: request.user! };
      await def.prepare?.(ctx);
      const entity = existing ?? (em.create(entityName, {} as never, { partial: true, persist: false } as never) as Loose);
      const before = def.slugFrom && existing ? existing[def.slugFrom] : undefined;
      const linksChanged = await assignInput(em, meta, entity, ctx.data);
      // A change of links is a change of the record: its row is written so that its version rises.
      if (existing && linksChanged) entity.updatedAt = new Date();
      await refreshDerived(em, def, meta, entity, !!def.slugFrom && entity[def.slugFrom] !== before);
      await em.persistAndFlush(entity);
      await def.afterWrite?.({ ...ctx, entity });
      // The log entry is flushed with the write, so it exists exactly when the write does.
      if (recordBefore) auditUpdate(em, request, def, { before: recordBefore, after: toRecord(meta, entity, def.hidden), data: ctx.data });
      else auditRequest(em, request, { action: 'create', resource: def.name, recordId: entity.id });
      await em.flush();
      return (await serialize(em, [entity]))[0];
    });

  const coerce = (schema: TObject) => async (request: FastifyRequest) => {
    request.body = coerceLocalizedNumbers(schema, request.body);
  };

  app.get('/', async (request, reply) => {
    const { sort, range, filter } = parseListQuery(request.query as Record<string, unknown>);
    if (sort && !sortable.has(sort.field)) throw badRequest(`مرتب‌سازی بر اساس «${sort.field}» ممکن نیست.`);
    const [field, order] = sort ? [sort.field, sort.order] : (def.defaultSort ?? ['id', 'DESC']);
    const start = range?.start ?? 0;
    const limit = range ? range.end - range.start + 1 : 25;
    const [items, total] = await request.em.findAndCount(entityName, buildWhere(def, filter) as never, {
      orderBy: [orderByField(metadataOf(request.em, entityName), field, order, app.db.persianCollation), { id: 'desc' }] as never,
      limit,
      offset: start,
      populate: (def.populate ?? []) as never[],
    });
    reply.header('Content-Range', contentRange(def.name, start, items.length, total));
    reply.header('Cache-Control', 'no-store');
    return serialize(request.em, items as object[]);
  });

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    return (await serialize(request.em, [await load(request.em, parseId(request.params.id))]))[0];
  });

  // The read-only ones (the audit log) answer only the two reads above.
  if (def.readOnly) {
    def.routes?.(app);
    return;
  }

  if (def.canCreate !== false) {
    app.post('/', { schema: { body: def.createSchema }, preValidation: coerce(def.createSchema) }, async (request, reply) => {
      reply.status(201);
      return write(request, request.body as Record<string, unknown>);
    });
  }

  app.put<{ Params: { id: string } }>(
    '/:id',
    { schema: { body: updateSchema }, preValidation: coerce(updateSchema) },
    async (request) => {
      const id = parseId(request.params.id);
      try {
        return await write(request, request.body as Record<string, unknown>, id);
      } catch (err) {
        // Another save committed between this one's read and its write: answer as for an older version.
        if (!(err instanceof OptimisticLockError)) throw err;
        const em = request.em.fork();
        throw new ConflictError((await serialize(em, [await load(em, id)]))[0]);
      }
    },
  );

  app.delete<{ Params: { id: string } }>('/:id', async (request) => {
    if (!deleteRoles.includes(request.user!.role)) {
      throw new HttpError(403, 'حذف این نوع داده فقط در اختیار مدیر سامانه است.');
    }
    const id = parseId(request.params.id);
    const { entity, record } = await inTransaction(request, async (em) => {
      const existing = await load(em, id);
      await def.beforeDelete?.({ em, existing, user: request.user! });
      const [serialized] = await serialize(em, [existing]);
      em.remove(existing);
      auditRequest(em, request, { action: 'delete', resource: def.name, recordId: id });
      await em.flush();
      return { entity: existing, record: serialized };
    });
    // After the commit: what it removes outside the database (files) cannot be rolled back with it.
    await def.afterDelete?.(entity, request);
    return record;
  });

  def.routes?.(app);
}
