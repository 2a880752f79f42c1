import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff.js';

describe('replacing crashed workers', () => {
  it('waits longer each time workers die young, up to a ceiling', () => {
    const backoff = new RestartBackoff({ firstMs: 1000, maxMs: 8000, stableMs: 60_000 });
    expect([500, 500, 500, 500, 500].map((uptime) => backoff.delayAfter(uptime))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('starts over once a worker had stayed up', () => {
    const backoff = new RestartBackoff({ firstMs: 1000, maxMs: 8000, stableMs: 60_000 });
    backoff.delayAfter(10);
    backoff.delayAfter(10);
    expect(backoff.delayAfter(120_000)).toBe(1000);
    expect(backoff.delayAfter(10)).toBe(2000);
  });
});
