import fp from 'fastify-plugin';
import { LiveHub } from '../live/live-hub.js';
import { registerLiveRoute } from '../live/live.route.js';
import { loadLiveStates } from '../live/live-state.js';
import { changedIds, decodeContentChange, TOPICS } from '../cache/topics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (GET /api/public/live). */
    live: LiveHub;
  }
}

/**
 * Live game pages over Server-Sent Events, fed by the change channel. Live updates follow the
 * `content` messages every committed write already sends (`game:{id}` for a game or any of its events)
 * rather than a topic of their own: every way of changing a game (the result screen, the game form, the
 * CLI, whatever comes next) is covered without remembering to publish, the messages stay a few bytes
 * whatever the number of events, and each process reads the committed state once for all its readers
 * of that game. The price is one small read per change of a followed game per process.
 */
export default fp(
  async (app) => {
    const hub = new LiveHub({
      load: (ids) => loadLiveStates(app.orm.em.fork(), ids, app.mediaUrl),
      heartbeatMs: app.config.liveHeartbeatMs,
      log: app.log,
    });
    app.decorate('live', hub);

    app.changes.on(TOPICS.content, (data) => {
      const change = decodeContentChange(data);
      if (!change) return;
      if (change.all) return void hub.refreshAll();
      const ids = changedIds(change, 'game');
      if (ids.length) void hub.refresh(ids);
    });
    app.changes.onReset(() => void hub.refreshAll());
    // Before the server stops accepting: open streams would otherwise keep it from closing.
    app.addHook('preClose', async () => hub.close());

    registerLiveRoute(app, hub);
  },
  { name: 'live', dependencies: ['config', 'orm', 'changes', 'storage'] },
);
