import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { throttleStoreContract } from './throttle-contract.js';
import { RedisThrottleStore } from './throttle-redis.js';

const redis = new Redis(process.env.TEST_REDIS_URL!);
const store = new RedisThrottleStore(redis, 'meydan-test:login:');
afterAll(() => void redis.disconnect());

describe('login throttle in Redis', () => throttleStoreContract(() => store));
