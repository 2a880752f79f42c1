import fp from 'fastify-plugin';
import { readBuildInfo } from '../builds/build-info.js';

declare module 'fastify' {
  interface FastifyInstance {
    buildId: string;
    builtAt: string;
  }
}

export default fp(
  async (app) => {
    const info = readBuildInfo(app.config.adminDist, app.config.siteDist);
    app.decorate('buildId', info.buildId);
    app.decorate('builtAt', info.builtAt);
  },
  { name: 'builds', dependencies: ['config'] },
);
