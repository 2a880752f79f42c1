import type { Redis } from 'ioredis';
import type { Backoff, ThrottleStore, Verdict } from './throttle.js';

// Lua runs atomically in Redis: concurrent attempts are numbered one after another. Returns 0 when the
// attempt is admitted, otherwise the milliseconds left to wait. Time is the app's clock, as in the
// PostgreSQL store; the key's expiry only cleans up after it is forgotten.
const ATTEMPT = `
local now, free, base, max, forget = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'attempts', 'blockedUntil', 'forgetAt')
local attempts = tonumber(state[1]) or 0
local blockedUntil = tonumber(state[2]) or 0
if (tonumber(state[3]) or 0) <= now then attempts, blockedUntil = 0, 0 end
if blockedUntil > now then return blockedUntil - now end
attempts = attempts + 1
blockedUntil = 0
if attempts >= free then blockedUntil = now + math.min(base * 2 ^ math.min(attempts - free, 40), max) end
local forgetAt = string.format('%.0f', math.max(now, blockedUntil) + forget)
redis.call('HSET', KEYS[1], 'attempts', attempts, 'blockedUntil', string.format('%.0f', blockedUntil), 'forgetAt', forgetAt)
redis.call('PEXPIREAT', KEYS[1], forgetAt)
return 0`;

const REFUND = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts'))
if not attempts then return 0 end
attempts = math.max(attempts - 1, 0)
redis.call('HSET', KEYS[1], 'attempts', attempts)
if attempts < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'blockedUntil', 0) end
return 0`;

/** Counters in Redis, shared by every app process. */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'meydan:login:',
  ) {}

  async attempt(key: string, rule: Backoff, now = Date.now()): Promise<Verdict> {
    const wait = Number(await this.redis.eval(ATTEMPT, 1, this.prefix + key, now, rule.free, rule.baseMs, rule.maxMs, rule.forgetMs));
    return wait > 0 ? { admitted: false, retryAfterMs: Math.max(wait, 1000) } : { admitted: true };
  }

  async refund(key: string, rule: Backoff): Promise<void> {
    await this.redis.eval(REFUND, 1, this.prefix + key, rule.free);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
