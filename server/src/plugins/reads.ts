import type { EntityManager } from '@mikro-orm/core';
import fp from 'fastify-plugin';
import { decodeContentChange, TOPICS } from '../cache/topics.js';
import { openReplica } from '../db/replicas/open-replicas.js';
import { primaryPosition } from '../db/replicas/positions.js';
import { primaryReads, ReadRouter, type PublicReads } from '../db/replicas/read-router.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where public renders (pages, payloads, public JSON, feeds) read: a read replica that has replayed
     * every change heard, else the primary. Staff, sign-in, comment posting, view counts, live scores
     * and every transaction use `request.em` or the ORM directly, always on the primary.
     */
    reads: PublicReads;
    /** The replica router when DATABASE_READ_URLS is set (tests and metrics read its counters). */
    readRouter: ReadRouter | null;
  }
}

/** Public reads on DATABASE_READ_URLS, never stale: see db/replicas/read-router.ts and docs/operations.md. */
export default fp(
  async (app) => {
    const { config, db, changes } = app;
    const fork = () => db.orm.em.fork() as EntityManager;
    const { urls, waitMs, maxLagMs } = config.readReplicas;
    if (urls.length === 0) {
      app.decorate('reads', primaryReads(fork));
      app.decorate('readRouter', null);
      return;
    }
    const replicas = await Promise.all(urls.map((url) => openReplica(url, config.limits.dbPool)));
    const router = new ReadRouter({ primary: fork, position: () => primaryPosition(db.orm), replicas, waitMs, maxLagMs, log: app.log });
    app.addHook('onClose', async () => router.close());
    // Registered before the page cache's handler (it depends on this plugin), so a message raises the
    // position before it invalidates anything: a render started after the invalidation waits for it.
    changes.on(TOPICS.content, (data) => {
      const change = decodeContentChange(data);
      if (change) router.heard(change.lsn);
    });
    changes.onLost(() => router.channelLost());
    changes.onReset(() => router.channelBack());
    await router.start();
    app.decorate('reads', router);
    app.decorate('readRouter', router);
  },
  { name: 'reads', dependencies: ['config', 'orm', 'changes'] },
);
