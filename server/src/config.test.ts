import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.js';

const PRIMARY = 'postgres://meydan:secret@db:5432/meydan';
const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('read replica settings', () => {
  it('reads every public page from the primary when no replica is listed', () => {
    expect(load({ DATABASE_URL: PRIMARY }).readReplicas).toEqual({ urls: [], waitMs: 200, maxLagMs: 5_000 });
    expect(load({ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: ' , ' }).readReplicas.urls).toEqual([]);
  });

  it('lists the replicas, trimmed, with the wait and the lag limit', () => {
    const settings = load({
      DATABASE_URL: PRIMARY,
      DATABASE_READ_URLS: 'postgres://meydan:secret@replica-1:5432/meydan, postgresql://replica-2/meydan ,',
      REPLICA_WAIT_MS: '0',
      REPLICA_MAX_LAG_MS: '2500',
    }).readReplicas;
    expect(settings).toEqual({
      urls: ['postgres://meydan:secret@replica-1:5432/meydan', 'postgresql://replica-2/meydan'],
      waitMs: 0,
      maxLagMs: 2_500,
    });
  });

  it('refuses what could not work, naming the variable and never the password', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DATABASE_READ_URLS: 'postgres://replica/meydan' }, /DATABASE_READ_URLS is set but DATABASE_URL is not/],
      [
        { DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'mysql://u:hunter2@replica/meydan' },
        /postgres:\/\/ or postgresql:\/\/ URLs, got "mysql:\/\/u:\*\*\*@replica\/meydan"/,
      ],
      [{ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'replica-1:5432' }, /must list postgres:\/\/ or postgresql:\/\/ URLs/],
      [{ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'not a url' }, /DATABASE_READ_URLS: "not a url" is not a URL/],
      [{ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'postgres://r/m,postgres://r/m' }, /the same replica twice/],
      [{ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: PRIMARY }, /lists DATABASE_URL itself/],
      [
        { DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'postgres://r/m', REPLICA_WAIT_MS: '-1' },
        /REPLICA_WAIT_MS must be a non-negative integer/,
      ],
      [{ DATABASE_URL: PRIMARY, DATABASE_READ_URLS: 'postgres://r/m', REPLICA_MAX_LAG_MS: '0' }, /REPLICA_MAX_LAG_MS must be at least 1/],
    ];
    for (const [env, message] of cases) {
      let error: unknown;
      try {
        load(env);
      } catch (err) {
        error = err;
      }
      expect(error, JSON.stringify(env)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('hunter2');
      expect((error as Error).message).not.toContain('secret');
    }
  });
});

describe('password hashing', () => {
  it('checks passwords on half the cores by default, at least one, leaving the rest to readers', () => {
    const cores = availableParallelism();
    expect(load({}).limits.passwordHashes).toBe(Math.max(1, Math.floor(cores / 2)));
    expect(load({}).limits.passwordHashes).toBeLessThan(Math.max(2, cores));
    expect(load({ PASSWORD_HASH_CONCURRENCY: '3' }).limits.passwordHashes).toBe(3);
  });
});
