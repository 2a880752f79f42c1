import fp from 'fastify-plugin';
import { everyTagOf, itemOf, tags as tag } from '../cache/tags.js';
import { decodeContentChange, TOPICS } from '../cache/topics.js';
import { createPurger } from '../cdn/create-purger.js';
import { advisoryLeader, soleLeader, type Leadership } from '../cdn/purge-leader.js';
import { PurgeQueue } from '../cdn/purge-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared cache in front (Varnish, a CDN): told what to drop when what a page shows changes. */
    cdn: CdnFront;
  }
}

export interface CdnFront {
  /**
   * Drops, in front, every answer carrying any of `tags`: a change this process made or heard, or one
   * of its clocks (Tehran's midnight, a scheduled item going out). Carried out by one process only.
   */
  purge(tags: readonly string[]): void;
  /** Whether this process is the one purging for the deployment. */
  readonly leading: boolean;
  /** Waiting purges, for the tests and the status page. */
  readonly waiting: { tags: number; everything: boolean } | null;
  /** Resolves once nothing waits (tests). */
  settled(): Promise<void>;
}

/** Changes heard this recently are purged again by a process newly elected to purge. */
const RECENT_MS = 60_000;
const RECENT_MAX = 10_000;

/**
 * Purges the cache in front by tag (CDN_PURGE; off by default). Every process hears every change on
 * the change channel; the one elected (see cdn/purge-leader.ts) purges it, so a change costs one call
 * to the CDN's API, not one per process. Tags follow the app's own cache: an item, a list, the layout,
 * a clock; plus `every:<kind>` for answers too large to name their items; a change the app cannot
 * place (`*`), or a channel that was down (changes may have been missed), purges everything.
 */
export default fp(
  async (app) => {
    const settings = app.config.cdn.purge;
    if (!settings) {
      app.decorate('cdn', { purge: () => {}, leading: false, waiting: null, settled: async () => {} } satisfies CdnFront);
      return;
    }
    const queue = new PurgeQueue(createPurger(settings), app.log);
    // What was heard lately, so a process that takes over purges what its predecessor may have left.
    const recent = new Map<string, number>();
    const startedAt = Date.now();

    const remember = (tags: readonly string[]) => {
      const now = Date.now();
      for (const t of tags) {
        recent.delete(t);
        recent.set(t, now);
      }
      for (const [t, at] of recent) {
        if (recent.size <= RECENT_MAX && at > now - RECENT_MS) break;
        recent.delete(t);
      }
    };
    const purge = (tags: readonly string[]) => {
      remember(tags);
      if (!leadership.leading) return;
      if (tags.includes(tag.all)) return queue.addAll();
      const expanded = new Set(tags);
      for (const t of tags) {
        const item = itemOf(t);
        if (item) expanded.add(everyTagOf(item.kind));
      }
      queue.add(expanded);
    };

    const events = {
      log: app.log,
      elected: () => {
        app.log.info({ cdn: settings.kind }, 'this process purges the CDN for the deployment');
        // Just started: what happened before it is unknown (a new build changes every page anyway).
        if (Date.now() - startedAt < RECENT_MS) queue.addAll();
        else queue.add(recent.keys());
      },
      deposed: () => app.log.warn({ cdn: settings.kind }, 'this process no longer purges the CDN'),
    };
    const leadership: Leadership = app.config.databaseUrl ? advisoryLeader(app.config.databaseUrl, events) : soleLeader(events);

    app.changes.on(TOPICS.content, (data) => {
      const change = decodeContentChange(data);
      if (change) purge(change.all ? [tag.all] : change.tags);
    });
    // Changes made while the channel was down never arrived here.
    app.changes.onReset(() => purge([tag.all]));

    app.decorate('cdn', {
      purge,
      get leading() {
        return leadership.leading;
      },
      get waiting() {
        return queue.waiting;
      },
      settled: () => queue.settled(),
    } satisfies CdnFront);
    app.addHook('onClose', async () => {
      await leadership.stop();
      await queue.close();
    });
  },
  { name: 'cdn', dependencies: ['config', 'changes'] },
);
