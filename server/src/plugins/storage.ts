import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { LocalDiskStorage, type Storage } from '../storage/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(
  async (app) => {
    const storage = new LocalDiskStorage(app.config.mediaDir);
    app.decorate('storage', storage);
    // Names are random and never reused, so a file may be cached forever.
    await app.register(fastifyStatic, {
      root: storage.directory,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders(res) {
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
