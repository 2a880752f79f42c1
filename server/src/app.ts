import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import sensible from '@fastify/sensible';
import { LIMITS } from '@meydan/shared-types/constants';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import authRoutes from './auth/routes.js';
import buildRoutes from './builds/routes.js';
import type { Config } from './config.js';
import { registerResource } from './crud/register.js';
import { NoParamsSchema, NoQuerySchema } from './crud/route-schemas.js';
import type { Database } from './db/open-database.js';
import adminApp from './plugins/admin-app.js';
import auth from './plugins/auth.js';
import benchMetrics from './plugins/bench-metrics.js';
import builds from './plugins/builds.js';
import changes from './plugins/changes.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import connectionLimits from './plugins/connection-limits.js';
import noBody from './plugins/no-body.js';
import { limitPasswordHashing } from './auth/passwords.js';
import configPlugin from './plugins/config.js';
import { registerDateFormats } from './plugins/date-formats.js';
import errors from './plugins/errors.js';
import jsonBody from './plugins/json-body.js';
import live from './plugins/live.js';
import push from './plugins/push.js';
import { HttpError } from './http-errors.js';
import orm from './plugins/orm.js';
import previewRoutes from './preview/routes.js';
import pageCache from './plugins/page-cache.js';
import rateLimit from './plugins/rate-limit.js';
import reads from './plugins/reads.js';
import refuseNul from './plugins/refuse-nul.js';
import security, { frameworkErrors } from './plugins/security.js';
import staffGate from './plugins/staff-gate.js';
import cdn from './plugins/cdn.js';
import storage from './plugins/storage.js';
import publicRoutes from './public/index.js';
import { ensureBaseInformation } from './resources/base-information/base-information.resource.js';
import { resources } from './resources/index.js';
import { trustProxyOption } from './security/trust-proxy.js';
import ssr from './ssr/index.js';
import renderThreads from './ssr/render-threads.js';

export interface AppOptions {
  config: Config;
  db: Database;
}

/**
 * Fastify's two access lines per request cost more than answering /api/ping; without LOG_REQUESTS only
 * requests that failed are logged (the proxy or CDN in front keeps the access log).
 */
class ErrorsOnlyLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}

export async function buildApp({ config, db }: AppOptions): Promise<FastifyInstance> {
  limitPasswordHashing(config.limits.passwordHashes, config.limits.passwordHashQueue);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: config.logRequests ? undefined : new ErrorsOnlyLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    requestTimeout: config.limits.requestMs,
    keepAliveTimeout: config.limits.keepAliveMs,
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: 'all', allErrors: true, useDefaults: true },
      onCreate: registerDateFormats,
    },
    return503OnClosing: true,
    clientErrorHandler,
    frameworkErrors: frameworkErrors(config),
  });
  // Only JSON and multipart bodies exist here: a cross-site form's text/plain or urlencoded body gets 415.
  // ra-data-simple-rest labels its body-less DELETE as text/plain, so an empty text/plain body is fine.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') done(null, undefined);
    else done(new HttpError(415, 'نوع محتوای درخواست پشتیبانی نمی‌شود؛ JSON بفرستید.'), undefined);
  });

  // Third-party plugins, then ours, then routes.
  await app.register(sensible);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: LIMITS.videoMaxBytes, files: 1 } });
  await app.register(configPlugin, { config });
  await app.register(errors);
  await app.register(connectionLimits);
  await app.register(noBody);
  await app.register(refuseNul);
  // Paths nothing serves, including the reserved ones the page renderer passes on (/api, /media…).
  app.setNotFoundHandler(async () => {
    throw new HttpError(404, 'این نشانی وجود ندارد.');
  });
  await app.register(jsonBody);
  await app.register(orm, { db });
  await app.register(security);
  await app.register(staffGate);
  await app.register(rateLimit);
  await app.register(auth);
  await app.register(builds);
  await app.register(storage);
  await app.register(changes);
  await app.register(cdn);
  await app.register(reads);
  await app.register(pageCache);
  await app.register(live);
  await app.register(push);
  await app.register(benchMetrics);
  await app.register(renderThreads);

  await app.register(
    async (api) => {
      // The cheapest route there is: the baseline the API benchmark compares against.
      const bare = { schema: { params: NoParamsSchema, querystring: NoQuerySchema } };
      api.get('/ping', bare, async () => ({ pong: true }));
      api.get('/health', bare, async (_request, reply) => {
        try {
          await db.orm.em.getConnection().execute('select 1');
          return { status: 'ok', database: db.kind };
        } catch {
          reply.header('Retry-After', '5');
          return reply.status(503).send({ status: 'unavailable', database: db.kind, message: 'پایگاه داده در دسترس نیست.' });
        }
      });
      await api.register(authRoutes, { prefix: '/auth', throttle: app.loginThrottle });
      for (const def of resources) {
        await api.register(async (scope) => registerResource(scope, def), { prefix: `/admin/${def.name}` });
      }
      api.setNotFoundHandler(async () => {
        throw new HttpError(404, 'این نشانی در API وجود ندارد.');
      });
    },
    { prefix: '/api' },
  );
  await app.register(publicRoutes);
  await app.register(previewRoutes);
  await app.register(buildRoutes, { prefix: '/builds' });
  await app.register(adminApp);
  await app.register(ssr);
  app.addHook('onReady', () => ensureBaseInformation(db.orm.em.fork()));
  return app;
}
