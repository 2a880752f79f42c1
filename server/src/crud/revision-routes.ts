import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ConflictBodySchema,
  RestoreRevisionInputSchema,
  RevisionDetailSchema,
  RevisionSchema,
  type RevisedResource,
  type Revision as RevisionRecord,
} from '@meydan/shared-types/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentRange, parseListQuery } from './list-query.js';
import { IdParamsSchema, ListQuerySchema, NoQuerySchema, RevisionParamsSchema } from './route-schemas.js';
import { notFound } from '../http-errors.js';
import { Revision, type IRevision } from '../model/revision.entity.js';
import type { RevisionPolicy } from './revision-snapshot.js';

type Loose = Record<string, unknown>;

export interface RevisionRoutes {
  resource: RevisedResource;
  entityName: string;
  /** The record's own answer schema: a restore answers as an update does. */
  recordSchema: TObject;
  policy: RevisionPolicy;
  /**
   * The resource's own update (version check and 409, rules, audit, a new revision) of record `id` with
   * `data`, marked as the restore of revision `restoredFrom`.
   */
  update: (request: FastifyRequest, id: number, data: Loose, restore: { restoredFrom: number; snapshot: Loose }) => Promise<Loose>;
}

const NO_RECORD: Record<RevisedResource, string> = { news: 'خبری با این شناسه پیدا نشد.', gallery: 'گالری‌ای با این شناسه پیدا نشد.' };
const NO_REVISION = 'این نسخه در تاریخچهٔ این مورد پیدا نشد؛ شاید پاک‌سازی شده باشد.';

const toRevision = (r: IRevision): RevisionRecord => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  user: r.user?.id ?? null,
  actor: r.actor,
  action: r.action,
  fields: r.fields,
  restoredFrom: r.restoredFrom ?? null,
});

/**
 * GET /:id/revisions (newest first, in the list dialect's range and Content-Range), GET one revision
 * with its snapshot, and POST …/restore, which writes the snapshot back through the normal update.
 * Registered in the resource's scope, so only those who may edit the item see its history.
 */
export function revisionRoutes(app: FastifyInstance, { resource, entityName, recordSchema, policy, update }: RevisionRoutes): void {
  const requireRecord = async (em: EntityManager, id: number) => {
    if (!(await em.count(entityName, { id }))) throw notFound(NO_RECORD[resource]);
  };
  const loadRevision = async (em: EntityManager, id: number, revisionId: number) => {
    const revision = await em.findOne(Revision, { id: revisionId, [resource]: id }, { populate: ['snapshot'] });
    if (!revision) throw notFound(NO_REVISION);
    return revision;
  };

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const revisionSchema = { params: RevisionParamsSchema, querystring: NoQuerySchema };

  routes.get(
    '/:id/revisions',
    {
      schema: { params: IdParamsSchema, querystring: ListQuerySchema, response: { 200: Type.Array(RevisionSchema) } },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      await requireRecord(request.em, id);
      const { range } = parseListQuery(request.query);
      const start = range?.start ?? 0;
      const [items, total] = await request.em.findAndCount(
        Revision,
        { [resource]: id },
        {
          orderBy: { id: 'desc' },
          limit: range ? range.end - range.start + 1 : 50,
          offset: start,
        },
      );
      reply.header('Content-Range', contentRange('revision', start, items.length, total));
      reply.header('Cache-Control', 'no-store');
      return items.map(toRevision);
    },
  );

  routes.get(
    '/:id/revisions/:revisionId',
    { schema: { ...revisionSchema, response: { 200: RevisionDetailSchema } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      await requireRecord(request.em, id);
      const revision = await loadRevision(request.em, id, Number(request.params.revisionId));
      reply.header('Cache-Control', 'no-store');
      return { ...toRevision(revision), snapshot: revision.snapshot };
    },
  );

  routes.post(
    '/:id/revisions/:revisionId/restore',
    {
      schema: {
        ...revisionSchema,
        body: RestoreRevisionInputSchema,
        response: { 200: recordSchema, 409: ConflictBodySchema(recordSchema) },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await requireRecord(request.em, id);
      const revision = await loadRevision(request.em, id, Number(request.params.revisionId));
      const snapshot = revision.snapshot as Loose;
      const data: Loose = { version: request.body.version };
      for (const field of policy.fields) if (field in snapshot) data[field] = snapshot[field];
      await dropMissingReferences(request.em, entityName, data);
      return update(request, id, data, { restoredFrom: revision.id, snapshot });
    },
  );
}

/**
 * What an old revision links to may have been deleted since (a tag, a team, an upload): the restore
 * leaves those links out rather than refusing the whole version.
 */
async function dropMissingReferences(em: EntityManager, entityName: string, data: Loose): Promise<void> {
  const meta = em.getMetadata().get(entityName);
  for (const prop of meta.props) {
    const value = data[prop.name];
    if (!prop.targetMeta || value === undefined || value === null) continue;
    const ids = Array.isArray(value) ? (value as number[]) : [value as number];
    if (!ids.length) continue;
    const found = await em.find<{ id: number }, never, 'id'>(prop.type, { id: { $in: ids } }, { fields: ['id'] });
    const kept = new Set(found.map((e) => e.id));
    data[prop.name] = Array.isArray(value) ? ids.filter((i) => kept.has(i)) : kept.has(value as number) ? value : null;
  }
}
