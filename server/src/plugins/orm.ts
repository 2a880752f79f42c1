import { FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Orm } from '../db/open-database.js';
import { OutageLog } from '../db/outage.js';

declare module 'fastify' {
  interface FastifyInstance {
    orm: Orm;
    db: Database;
    /** Notes database outages: one log line when one starts, one when it ends. */
    outage: OutageLog;
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
    const outage = new OutageLog(app.log, () => opts.db.orm.em.getConnection().execute('select 1'));
    app.decorate('outage', outage);
    app.addHook('onClose', async () => outage.stop());
    // Forked on first use: pages served from the page cache, media and assets never need one, and a
    // fork per request was a large share of what the cheapest request cost.
    const forks = new WeakMap<object, EntityManager>();
    app.decorateRequest('em', {
      getter(this: FastifyRequest) {
        let em = forks.get(this);
        if (!em) {
          // Explicit flushes only: a query in the middle of a write must not flush a half-assigned entity.
          em = opts.db.orm.em.fork({ flushMode: FlushMode.COMMIT }) as EntityManager;
          forks.set(this, em);
        }
        return em;
      },
    });
  },
  { name: 'orm' },
);
