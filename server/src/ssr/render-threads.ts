import fp from 'fastify-plugin';
import { RenderPool } from './render-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The threads public pages are rendered on (RENDER_THREADS); null: in the request's own thread. */
    renderPool: RenderPool | null;
  }
}

export default fp(
  async (app) => {
    const { renderThreads, siteDist } = app.config;
    const pool = renderThreads > 0 ? new RenderPool(renderThreads, siteDist) : null;
    app.decorate('renderPool', pool);
    app.addHook('onClose', async () => pool?.close());
  },
  { name: 'render-threads', dependencies: ['config'] },
);
