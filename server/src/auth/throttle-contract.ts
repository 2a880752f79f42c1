import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Backoff, ThrottleStore } from './throttle.js';

const MIN = 60_000;
const rule: Backoff = { free: 3, baseMs: MIN, maxMs: 8 * MIN, forgetMs: 60 * MIN };

/**
 * What every counter store must do, run against PostgreSQL (throttle-store.test.ts) and Redis
 * (throttle-store.redis.test.ts) with explicit clocks.
 */
export function throttleStoreContract(store: () => ThrottleStore): void {
  const key = () => `contract:${randomUUID()}`;

  it('admits exactly the free attempts out of many concurrent ones', async () => {
    const k = key();
    const t0 = Date.now();
    const verdicts = await Promise.all(Array.from({ length: 100 }, () => store().attempt(k, rule, t0)));
    expect(verdicts.filter((v) => v.admitted)).toHaveLength(3);
    expect(verdicts.find((v) => !v.admitted)).toEqual({ admitted: false, retryAfterMs: MIN });
  });

  it('then admits one attempt per wait, the wait doubling up to its cap', async () => {
    const k = key();
    let now = Date.now();
    for (let i = 0; i < 3; i++) expect((await store().attempt(k, rule, now)).admitted).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await store().attempt(k, rule, now);
      if (refused.admitted) throw new Error('admitted during back-off');
      waits.push(refused.retryAfterMs);
      now += refused.retryAfterMs;
      expect((await store().attempt(k, rule, now)).admitted).toBe(true);
    }
    expect(waits).toEqual([MIN, 2 * MIN, 4 * MIN, 8 * MIN, 8 * MIN]);
  });

  it('forgets a key once it has been quiet long enough after its last block', async () => {
    const k = key();
    const now = Date.now();
    for (let i = 0; i < 3; i++) await store().attempt(k, rule, now);
    expect((await store().attempt(k, rule, now + 30 * MIN)).admitted).toBe(true);
    const later = now + 30 * MIN + 2 * MIN + rule.forgetMs + 1000;
    for (let i = 0; i < 3; i++) expect((await store().attempt(k, rule, later)).admitted).toBe(true);
  });

  it('refund gives one attempt back and clear starts afresh', async () => {
    const k = key();
    const now = Date.now();
    for (let i = 0; i < 3; i++) await store().attempt(k, rule, now);
    expect((await store().attempt(k, rule, now)).admitted).toBe(false);
    await store().refund(k, rule);
    expect((await store().attempt(k, rule, now)).admitted).toBe(true);
    expect((await store().attempt(k, rule, now)).admitted).toBe(false);
    await store().clear(k);
    for (let i = 0; i < 3; i++) expect((await store().attempt(k, rule, now)).admitted).toBe(true);
  });
}
