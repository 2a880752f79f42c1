import { raw, type Populate } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RESOURCE_LABELS } from '@meydan/shared-types/resource-labels';
import { toPersianDigits } from '@meydan/shared-types/text';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { HttpError } from '../http-errors.js';
import { CSV_BOM, csvRow } from './csv.js';
import { buildWhere } from './filters.js';
import { listColumns, sortExpression } from './list-columns.js';
import { sortedListQuery } from './list-query.js';
import type { AnyRecord, ResourceDefinition, Where } from './resource.js';
import { ExportQuerySchema, NoParamsSchema } from './route-schemas.js';
import { metadataOf } from './serialize.js';

/**
 * Rows read per query: a page is one short statement on one connection, then the connection goes back.
 * Turning a page into entities and CSV holds the event loop: 100 rows keep that under about 15 ms on
 * the two-core machine, so a reader's answer never waits long behind one.
 */
export const EXPORT_PAGE = 100;

const YOURS_BUSY = (max: number) =>
  `${toPersianDigits(max)} خروجی شما هنوز در حال آماده شدن است؛ پس از پایان یکی از آن‌ها دوباره تلاش کنید.`;
const EVERYONE_BUSY = 'هم‌اکنون خروجی‌های زیادی در حال آماده شدن است؛ یک دقیقه بعد دوباره تلاش کنید.';

interface ExportParts {
  sortable: ReadonlySet<string>;
  populate: Populate<AnyRecord, string>;
  serialize(em: EntityManager, entities: AnyRecord[]): Promise<Record<string, unknown>[]>;
}

type Order = 'ASC' | 'DESC';

/** The value a row is sorted by, as the next page's condition compares it. */
const sortValue = (entity: AnyRecord, field: string): unknown => {
  const value = entity[field];
  return value && typeof value === 'object' && !(value instanceof Date) && 'id' in value ? value.id : (value ?? null);
};

/**
 * The rows after `last` in the order [field, id desc], nulls last: a keyset, so that every page is one
 * indexed range read however deep the export is, and a row written meanwhile neither repeats nor hides one.
 */
function after(expr: (alias: string) => string, order: Order, last: { value: unknown; id: number }): Where {
  if (last.value === null) return { $and: [{ [raw(expr)]: null }, { id: { $lt: last.id } }] } as Where;
  return {
    $or: [
      { [raw(expr)]: { [order === 'ASC' ? '$gt' : '$lt']: last.value } },
      { $and: [{ [raw(expr)]: last.value }, { id: { $lt: last.id } }] },
      { [raw(expr)]: null },
    ],
  } as Where;
}

/**
 * `GET /api/admin/{resource}/export.csv?sort=…&filter=…`: every record the list would show, as CSV
 * (UTF-8 with a BOM, headed by the Persian field names), streamed page by page. Each page takes a staff
 * turn and one connection for its query only; the next is read when the client has taken the last.
 */
export function registerExport(app: FastifyInstance, def: ResourceDefinition, parts: ExportParts): void {
  const columns = listColumns(def);
  const entityName = def.entity.meta.className;
  const labels = RESOURCE_LABELS[def.name]?.fields ?? {};
  const names = Object.keys(columns.schema.properties);
  const header = csvRow(names.map((name) => labels[name] ?? name));

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/export.csv',
      { schema: { params: NoParamsSchema, querystring: ExportQuerySchema }, config: { staffTurns: 'query' } },
      async (request, reply) => {
        const { filter, field, order } = sortedListQuery(request.query, parts.sortable, def.defaultSort);
        // Checked before a slot is taken: a misspelt filter is a 400, not an export.
        buildWhere(def, filter, request.em);

        const slot = app.exportSlots.take(request.user!.id);
        if (slot === 'yours') throw new HttpError(429, YOURS_BUSY(app.exportSlots.maxPerUser), undefined, { 'Retry-After': '30' });
        if (slot === 'everyone') throw new HttpError(429, EVERYONE_BUSY, undefined, { 'Retry-After': '60' });
        reply.raw.once('close', slot);

        const meta = metadataOf(request.em, entityName);
        const expr = field === 'id' ? null : sortExpression(meta, field, app.db.persianCollation);
        const idOrder = field === 'id' ? order : 'DESC';

        // Every export's pages take turns in one paced lane (see ExportSlots.pages).
        const page = (last: { value: unknown; id: number } | null) => app.exportSlots.pages.run(() => readPage(last));
        async function readPage(last: { value: unknown; id: number } | null) {
          const release = await app.staffGate.acquire(true);
          try {
            // A fresh identity map per page: an export of any size holds one page of entities at a time.
            const em = app.orm.em.fork() as EntityManager;
            // Built anew for every query: a raw SQL key is spent once it is used.
            const where = buildWhere(def, filter, em);
            const keyset = !last
              ? null
              : expr
                ? after(expr, order, last)
                : ({ id: { [idOrder === 'ASC' ? '$gt' : '$lt']: last.id } } as Where);
            const entities = await em.find<AnyRecord, string>(def.entity, keyset ? { $and: [where, keyset] } : where, {
              orderBy: [...(expr ? [{ [raw(expr)]: `${order.toLowerCase()} nulls last` }] : []), { id: idOrder.toLowerCase() }],
              limit: EXPORT_PAGE,
              populate: parts.populate,
              // Links in one query per collection after the page: joined, every page would group and sort the links too.
              strategy: 'select-in',
              exclude: columns.unread,
            });
            const records = await parts.serialize(em, entities);
            const end = entities.at(-1);
            return {
              csv: records.map((r) => csvRow(names.map((n) => r[n]))).join(''),
              next: entities.length < EXPORT_PAGE || !end ? null : { value: expr ? sortValue(end, field) : end.id, id: end.id },
            };
          } finally {
            release();
          }
        }

        // The first page before the answer starts: a database that is away is a 503, not an empty file.
        const first = await page(null);
        async function* body() {
          yield CSV_BOM + header + first!.csv;
          for (let next = first!.next; next;) {
            const read = await page(next);
            // The client has gone: the rest of the export is not read.
            if (!read) return;
            yield read.csv;
            next = read.next;
          }
        }
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${def.name}.csv"`)
          .header('cache-control', 'no-store');
        return reply.send(Readable.from(body(), { objectMode: false }));
      },
    );
}
