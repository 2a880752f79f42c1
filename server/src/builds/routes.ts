import { ROUTE_RULES } from '@meydan/shared-types';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/http-errors.js';

/** /builds/latest.json (polled hourly by both apps) and the route-rules manifest of a build. */
export default async function buildRoutes(app: FastifyInstance) {
  app.get('/latest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { buildId: app.buildId, builtAt: app.builtAt };
  });
  app.get<{ Params: { file: string } }>('/meta/:file', async (request, reply) => {
    if (request.params.file !== `${app.buildId}.json`) throw notFound('این نسخه از برنامه وجود ندارد.');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return { buildId: app.buildId, rules: ROUTE_RULES };
  });
}
