import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../auth/throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared counters (login throttling); Redis-backed when REDIS_URL is set. */
    counters: CounterStore;
  }
}

/** Rate limits are opt-in per route (`config.rateLimit`); with Redis every app process shares them. */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    const counters: CounterStore = redis ? new RedisCounterStore(redis) : new MemoryCounterStore();
    app.decorate('counters', counters);
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
  { name: 'rate-limit', dependencies: ['config'] },
);
