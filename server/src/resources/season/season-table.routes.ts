import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { notFound } from '../../http-errors.js';
import { loadSeasonTable, loadTableInput } from './table-input.js';

const ONE = { params: IdParamsSchema, querystring: NoQuerySchema };

export function seasonTableRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get('/:id/table', { schema: ONE }, async (request) => {
    const table = await loadSeasonTable(request.em, Number(request.params.id));
    if (!table) throw notFound('فصلی با این شناسه پیدا نشد.');
    return table;
  });
  routes.get('/:id/table-input', { schema: ONE }, async (request) => {
    const input = await loadTableInput(request.em, Number(request.params.id));
    if (!input) throw notFound('فصلی با این شناسه پیدا نشد.');
    return input;
  });
}
