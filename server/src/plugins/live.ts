import fp from 'fastify-plugin';
import { LiveHub } from '../live/live-hub.js';
import { registerLiveRoute } from '../live/live.route.js';
import { loadLiveStates } from '../live/live-state.js';
import { ALL } from '../cache/content-tags.js';
import { CONTENT_TOPIC } from './changes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live streams (GET /api/public/live). */
    live: LiveHub;
  }
}

const GAME_TAG = /^game:(\d+)$/;

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
      load: (ids) => loadLiveStates(app.orm.em.fork(), ids),
      heartbeatMs: app.config.liveHeartbeatMs,
      log: app.log,
    });
    app.decorate('live', hub);

    app.changes.on(CONTENT_TOPIC, (data) => {
      const tags = (data as { tags?: unknown }).tags;
      if (!Array.isArray(tags)) return;
      if (tags.includes(ALL)) return void hub.refreshAll();
      const ids: number[] = [];
      for (const tag of tags) {
        const m = typeof tag === 'string' ? GAME_TAG.exec(tag) : null;
        if (m) ids.push(Number(m[1]));
      }
      if (ids.length) void hub.refresh(ids);
    });
    app.changes.onReset(() => void hub.refreshAll());
    // Before the server stops accepting: open streams would otherwise keep it from closing.
    app.addHook('preClose', async () => hub.close());

    registerLiveRoute(app, hub);
  },
  { name: 'live', dependencies: ['config', 'orm', 'changes'] },
);
