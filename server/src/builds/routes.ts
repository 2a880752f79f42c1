import { ROUTE_RULES } from '@meydan/shared-types/client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.js';

/** /builds/latest.json (polled hourly by both apps) and the route-rules manifest of a build. */
export default async function buildRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // The apps add `?{timestamp}` to get past caches: a key nothing reads, dropped like any other.
  const noQuery = Type.Object({});
  routes.get('/latest.json', { schema: { params: Type.Object({}), querystring: noQuery } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { buildId: app.buildId, builtAt: app.builtAt };
  });
  routes.get('/meta/:file', { schema: { params: Type.Object({ file: Type.String() }), querystring: noQuery } }, async (request, reply) => {
    if (request.params.file !== `${app.buildId}.json`) throw notFound('این نسخه از برنامه وجود ندارد.');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return { buildId: app.buildId, rules: ROUTE_RULES };
  });
}
