import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createStorage, LocalDiskStorage, mediaUrlFor, type MediaUrl, type Storage } from '../storage/index.js';
import { serveFromStorage } from './media-route.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Where readers fetch this app's media from (its MEDIA_PUBLIC_URL, or `/media`). */
    mediaUrl: MediaUrl;
  }
}

export default fp(
  async (app) => {
    const storage = createStorage(app.config);
    app.decorate('storage', storage);
    app.decorate('mediaUrl', mediaUrlFor(app.config.mediaPublicUrl));
    app.addHook('onClose', async () => storage.close?.());
    if (!(storage instanceof LocalDiskStorage)) {
      serveFromStorage(app, storage);
      return;
    }
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
