import fp from 'fastify-plugin';
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedIds, decodeContentChange, TOPICS } from '../cache/topics.js';
import { PushSender } from '../push/push-sender.js';
import { registerPushRoutes } from '../push/push.routes.js';

/**
 * Web Push for followed teams' games, when VAPID keys are configured: subscriptions are kept, and each
 * change of a game (the same `content` messages the live streams follow) may send a notice.
 */
export default fp(
  async (app) => {
    const vapid = app.config.vapid;
    registerPushRoutes(app, { publicKey: vapid?.publicKey ?? null, allowLoopback: app.config.env === 'test' });
    if (!vapid) return;
    const sender = new PushSender({ vapid, fork: () => app.orm.em.fork() as EntityManager, mediaUrl: app.mediaUrl, log: app.log });
    let work: Promise<void> = Promise.resolve();
    app.changes.on(TOPICS.content, (data) => {
      const change = decodeContentChange(data);
      if (!change || change.all) return;
      const ids = changedIds(change, 'game');
      // One game after another, in the order the changes came: two saves of one game never race.
      if (ids.length) work = work.then(() => sender.gamesChanged(ids));
    });
    app.addHook('preClose', async () => work);
  },
  { name: 'push', dependencies: ['config', 'orm', 'changes', 'storage'] },
);
