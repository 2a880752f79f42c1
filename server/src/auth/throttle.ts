import type { Redis } from 'ioredis';

/** Failure counters with a sliding expiry; Redis when configured so every app process shares them. */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const cur = this.counters.get(key);
    const next = cur && cur.expiresAt > now ? { count: cur.count + 1, expiresAt: cur.expiresAt } : { count: 1, expiresAt: now + windowMs };
    this.counters.set(key, next);
    if (this.counters.size > 50_000) this.sweep(now);
    return next.count;
  }

  async get(key: string): Promise<number> {
    const cur = this.counters.get(key);
    return cur && cur.expiresAt > Date.now() ? cur.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private sweep(now: number) {
    for (const [k, v] of this.counters) if (v.expiresAt <= now) this.counters.delete(k);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'meydan:throttle:') {}

  async increment(key: string, windowMs: number): Promise<number> {
    const k = this.prefix + key;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[null, number]];
    return count;
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_PER_ACCOUNT = 5;
