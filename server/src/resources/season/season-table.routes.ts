import type { FastifyInstance } from 'fastify';
import { parseId } from '../../crud/register.js';
import { notFound } from '../../plugins/http-errors.js';
import { loadSeasonTable, loadTableInput } from './table-input.js';

export function seasonTableRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/:id/table', async (request) => {
    const table = await loadSeasonTable(request.em, parseId(request.params.id));
    if (!table) throw notFound('فصلی با این شناسه پیدا نشد.');
    return table;
  });
  app.get<{ Params: { id: string } }>('/:id/table-input', async (request) => {
    const input = await loadTableInput(request.em, parseId(request.params.id));
    if (!input) throw notFound('فصلی با این شناسه پیدا نشد.');
    return input;
  });
}
