import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_RULES } from '@meydan/shared-types/client';
import { MANIFEST_FETCH_DELAY_MS } from '@meydan/shared-types/constants';
import { buildState } from '../lib/build-state';
import { routeRules, shouldFullyReload, startRuntime } from './runtime';

describe('runtime: version check and manifest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the route-rules manifest 1 s after load and flags a newer build for the next navigation', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const body = url.startsWith('/builds/meta/')
          ? { buildId: 'current', rules: { '/old': { redirect: '/news' } } }
          : { buildId: 'next' };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    startRuntime('current');
    expect(routeRules()).toBe(ROUTE_RULES);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(MANIFEST_FETCH_DELAY_MS);
    expect(calls).toEqual(['/builds/meta/current.json']);
    expect(routeRules()['/old']).toEqual({ redirect: '/news' });
    expect(shouldFullyReload()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls[1]).toMatch(/^\/builds\/latest\.json\?\d+$/);
    expect(shouldFullyReload()).toBe(true);
    vi.unstubAllGlobals();
  });

  it('also learns of a new build from a payload response header', () => {
    buildState.init('a');
    buildState.observe('a');
    expect(buildState.stale).toBe(false);
    buildState.observe('b');
    expect(buildState.stale).toBe(true);
  });
});
