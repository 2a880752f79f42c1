import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default fp(
  async (app, opts: { config: Config }) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
