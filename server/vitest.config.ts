import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The outage test stops a PostgreSQL database: there is none to stop on the embedded one. Shared
    // counters need a Redis server.
    exclude: [
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.pg.test.ts']),
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
  },
});
