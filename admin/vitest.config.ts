import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Two projects: unit tests in jsdom, browser tests in node driving Chromium against a real server. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          // The newsroom's zone: local-time expectations in the unit tests read as staff in Iran see them.
          test: { name: 'unit', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], env: { TZ: 'Asia/Tehran' } },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['e2e/support/global-setup.ts'],
            testTimeout: 120_000,
            hookTimeout: 240_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
