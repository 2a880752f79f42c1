import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a build's hashed files under `prefix`. A changed file gets a new name, so each is cached for
 * good; the `.br` and `.gz` the build wrote beside it (vite-precompress.ts) go out as the client
 * accepts, so no request pays for compressing. The back office and the public site both serve theirs here.
 */
export async function hashedAssets(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    immutable: true,
    maxAge: '365d',
    index: false,
    // Other parts of the app serve files too; only one registration may own reply.sendFile.
    decorateReply: false,
    preCompressed: true,
    // The answer depends on Accept-Encoding: a shared cache must not hand brotli to a client without it.
    setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
  });
}
