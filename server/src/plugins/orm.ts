import { FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import fp from 'fastify-plugin';
import type { Database, Orm } from '../db/open-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    orm: Orm;
    db: Database;
  }
  interface FastifyRequest {
    /** An EntityManager forked for this request: its identity map never leaks between requests. */
    em: EntityManager;
  }
}

export default fp(
  async (app, opts: { db: Database }) => {
    app.decorate('db', opts.db);
    app.decorate('orm', opts.db.orm);
    app.decorateRequest('em', null as unknown as EntityManager);
    app.addHook('onRequest', async (request) => {
      // Explicit flushes only: a query in the middle of a write must not flush a half-assigned entity.
      request.em = opts.db.orm.em.fork({ flushMode: FlushMode.COMMIT }) as EntityManager;
    });
  },
  { name: 'orm' },
);
