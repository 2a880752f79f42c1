import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { ThrottleStore } from '../auth/throttle.js';
import { PostgresThrottleStore } from '../auth/throttle-postgres.js';
import { RedisThrottleStore } from '../auth/throttle-redis.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login attempt counters every app process shares: Redis when REDIS_URL is set, else the database. */
    loginThrottle: ThrottleStore;
  }
}

/** Rate limits are opt-in per route (`config.rateLimit`); with Redis every app process shares them. */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    const loginThrottle: ThrottleStore = redis ? new RedisThrottleStore(redis) : new PostgresThrottleStore(app.orm);
    app.decorate('loginThrottle', loginThrottle);
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'meydan:rl:' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `تعداد درخواست‌ها بیش از حد مجاز است؛ ${Math.ceil(context.ttl / 1000)} ثانیهٔ دیگر دوباره تلاش کنید.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'orm'] },
);
