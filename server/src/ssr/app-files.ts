import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.js';
import { NoQuerySchema } from '../crud/route-schemas.js';

/** The placeholder the built worker carries where the build id goes (public-site/src/sw/worker.ts). */
const BUILD_PLACEHOLDER = '__MEYDAN_BUILD_ID__';
const ICONS = new Set(['icon-192.png', 'icon-512.png', 'maskable-512.png', 'apple-touch-icon.png']);
const NOT_BUILT = 'سایت هنوز ساخته نشده است.';

/**
 * The installable site's files at fixed addresses: the service worker at /sw.js (its scope is the
 * whole site), the web app manifest and its icons. Read from the built site once and kept.
 * - /sw.js: `no-cache`, so a browser asks on every update check and a deploy reaches it at once; the
 *   server's build id is written into it, which names its caches.
 * - the manifest and icons: a day, then asked again (their names do not change with a build).
 */
export default async function appFiles(app: FastifyInstance): Promise<void> {
  const client = join(app.config.siteDist, 'client');
  const kept = new Map<string, Buffer>();
  async function read(file: string): Promise<Buffer> {
    const cached = kept.get(file);
    if (cached) return cached;
    const body = await readFile(join(client, file)).catch(() => {
      throw notFound(NOT_BUILT);
    });
    kept.set(file, body);
    return body;
  }
  const schema = { querystring: NoQuerySchema };

  app.get('/sw.js', { schema }, async (_request, reply) => {
    const source = (await read('sw.js')).toString('utf8').replaceAll(BUILD_PLACEHOLDER, app.buildId);
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source);
  });
  app.get('/manifest.webmanifest', { schema }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(await read('manifest.webmanifest')),
  );
  app.get<{ Params: { file: string } }>(
    '/icons/:file',
    { schema: { ...schema, params: Type.Object({ file: Type.String() }) } },
    async (request, reply) => {
      if (!ICONS.has(request.params.file)) throw notFound('این نماد وجود ندارد.');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await read(join('icons', request.params.file)));
    },
  );
}
