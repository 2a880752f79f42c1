import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { ChangeBus } from '../changes/change-bus.js';
import { entityChangeSubscriber } from '../changes/entity-subscriber.js';
import { PgTransport } from '../changes/pg-transport.js';
import { RedisTransport } from '../changes/redis-transport.js';
import { LocalTransport, type ChangeTransport } from '../changes/transport.js';
import { tags as tag, type CacheTag } from '../cache/tags.js';
import { encodeContentChange, TOPICS } from '../cache/topics.js';
import { formatLsn } from '../db/replicas/lsn.js';
import { primaryPosition } from '../db/replicas/positions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The channel every app process hears: cache invalidation today, live updates next. */
    changes: ChangeBus;
  }
}

/**
 * Owns the cross-process change channel: Redis pub/sub when REDIS_URL is set, otherwise PostgreSQL
 * LISTEN/NOTIFY; the embedded database serves a single process, which needs no channel. Every flushed
 * write becomes a `content` message with the cache tags it touches and, when read replicas are in use,
 * the primary's WAL position after the commit, which renders wait for before reading a replica.
 */
export default fp(
  async (app) => {
    const { config, db } = app;
    const name = `meydan-changes-${process.pid}-${randomBytes(3).toString('hex')}`;
    let transport: ChangeTransport;
    if (config.redisUrl) transport = new RedisTransport(config.redisUrl, name);
    else if (config.databaseUrl) {
      const connection = db.orm.em.getConnection();
      transport = new PgTransport(
        config.databaseUrl,
        async (channel, message) => {
          await connection.execute('select pg_notify(?, ?)', [channel, message]);
        },
        name,
      );
    } else transport = new LocalTransport();

    const bus = new ChangeBus(transport, app.log);
    await bus.start();
    app.decorate('changes', bus);
    // No statement at all without replicas. With them, the flush waits for this one read (a fraction of a
    // millisecond), so by the time the write's response leaves, this process knows the position too. A
    // position that cannot be read is left out: processes then ask the primary for one themselves.
    const send = (tags: CacheTag[], lsn: string | null) =>
      bus.publish(TOPICS.content, encodeContentChange(tags, lsn), encodeContentChange([tag.all], lsn));
    const publish = config.readReplicas.urls.length
      ? async (tags: CacheTag[]) => send(tags, await primaryPosition(db.orm).then(formatLsn, () => null))
      : (tags: CacheTag[]) => send(tags, null);
    db.orm.em.getEventManager().registerSubscriber(entityChangeSubscriber(publish));
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'changes', dependencies: ['config', 'orm'] },
);
