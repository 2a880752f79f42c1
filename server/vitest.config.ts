import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Two cores: one test file at a time per core keeps database-heavy files from starving each other.
    maxWorkers: 2,
    // The migrator is given an explicit list, so no .ts file is imported at run time by path.
  },
});
