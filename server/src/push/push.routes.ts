import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PushSubscriptionInputSchema, PushUnsubscribeSchema } from '@meydan/shared-types/schemas';
import { PushSubscription } from '../model/push.entity.js';
import { HttpError, ValidationError } from '../http-errors.js';
import { pushEndpointError } from './endpoint.js';

const OFF = 'اعلان‌های مرورگر روی این سرور روشن نیست؛ اعلان‌های درون سایت (زنگوله) کار می‌کنند.';
const bare = { params: Type.Object({}), querystring: Type.Object({}) };

/**
 * `GET /api/push/key` (the VAPID public key), `POST /api/push/subscription` (a browser's subscription and
 * its teams; sent again whenever the teams change) and `DELETE /api/push/subscription` (by endpoint).
 * The endpoint is the only credential a subscription has, so knowing it is enough to change or end it.
 */
export function registerPushRoutes(app: FastifyInstance, opts: { publicKey: string | null; allowLoopback: boolean }): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const on = () => {
    if (!opts.publicKey) throw new HttpError(404, OFF);
  };
  routes.get('/api/push/key', { schema: bare }, async (_request, reply) => {
    on();
    reply.header('cache-control', 'public, max-age=300');
    return { publicKey: opts.publicKey };
  });
  routes.post(
    '/api/push/subscription',
    { bodyLimit: 8192, schema: { ...bare, body: PushSubscriptionInputSchema } },
    async (request, reply) => {
      on();
      const { endpoint, keys, teams } = request.body;
      const problem = pushEndpointError(endpoint, opts.allowLoopback);
      if (problem) throw new ValidationError({ endpoint: problem }, problem);
      const connection = request.em.getConnection();
      await connection.execute(
        'insert into push_subscription (endpoint, p256dh, auth, teams, created_at, updated_at) values (?, ?, ?, ?::jsonb, now(), now()) ' +
          'on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, teams = excluded.teams, updated_at = now()',
        [endpoint, keys.p256dh, keys.auth, JSON.stringify(teams)],
      );
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
  routes.delete('/api/push/subscription', { bodyLimit: 4096, schema: { ...bare, body: PushUnsubscribeSchema } }, async (request, reply) => {
    await request.em.nativeDelete(PushSubscription, { endpoint: request.body.endpoint });
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
