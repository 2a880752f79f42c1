import { describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_INTERVAL_MS } from '../constants/product.js';
import { createVersionWatcher, latestBuildUrl, manifestUrl } from './version-check.js';

function fakeTimers() {
  const timers = new Map<number, () => void>();
  let next = 1;
  const setInterval = vi.fn((fn: () => void, _ms: number) => {
    const id = next++;
    timers.set(id, fn);
    return id;
  });
  const clearInterval = vi.fn((id: number) => void timers.delete(id));
  const tick = async () => {
    for (const fn of [...timers.values()]) fn();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { setInterval, clearInterval, tick, active: () => timers.size };
}

function watcher(builds: Array<string | Error>, extra: { onUpdate?: (id: string) => void } = {}) {
  const timers = fakeTimers();
  const fetchLatest = vi.fn(async () => {
    const next = builds.shift() ?? 'b1';
    if (next instanceof Error) throw next;
    return { buildId: next };
  });
  const w = createVersionWatcher({
    fetchLatest,
    currentBuildId: 'b1',
    setInterval: timers.setInterval,
    clearInterval: timers.clearInterval,
    ...extra,
  });
  return { w, timers, fetchLatest };
}

describe('createVersionWatcher', () => {
  it('checks every hour by default once started', () => {
    const { w, timers } = watcher([]);
    w.start();
    expect(timers.setInterval).toHaveBeenCalledWith(expect.any(Function), VERSION_CHECK_INTERVAL_MS);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('uses a custom interval', () => {
    const timers = fakeTimers();
    createVersionWatcher({ fetchLatest: async () => ({ buildId: 'b1' }), currentBuildId: 'b1', intervalMs: 5_000, ...timers }).start();
    expect(timers.setInterval).toHaveBeenCalledWith(expect.any(Function), 5_000);
  });

  it('does not ask for a reload while the build is unchanged', async () => {
    const { w, timers, fetchLatest } = watcher(['b1', 'b1']);
    w.start();
    await timers.tick();
    await timers.tick();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(w.shouldReloadOnNavigation()).toBe(false);
  });

  it('asks for a reload at the next navigation once a different build is seen, and stops polling', async () => {
    const onUpdate = vi.fn();
    const { w, timers, fetchLatest } = watcher(['b1', 'b2', 'b1'], { onUpdate });
    w.start();
    await timers.tick();
    expect(w.shouldReloadOnNavigation()).toBe(false);
    await timers.tick();
    expect(w.shouldReloadOnNavigation()).toBe(true);
    expect(onUpdate).toHaveBeenCalledWith('b2');
    expect(timers.active()).toBe(0);
    expect(await w.checkNow()).toBe(true);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('checks on demand and reports whether the build changed', async () => {
    const { w } = watcher(['b1', 'b3']);
    expect(await w.checkNow()).toBe(false);
    expect(await w.checkNow()).toBe(true);
    expect(w.shouldReloadOnNavigation()).toBe(true);
  });

  it('shrugs off a failed check and keeps polling', async () => {
    const { w, timers } = watcher([new TypeError('offline'), 'b2']);
    w.start();
    await timers.tick();
    expect(w.shouldReloadOnNavigation()).toBe(false);
    expect(timers.active()).toBe(1);
    await timers.tick();
    expect(w.shouldReloadOnNavigation()).toBe(true);
  });

  it('ignores an empty build id', async () => {
    const { w } = watcher(['']);
    expect(await w.checkNow()).toBe(false);
  });

  it('starts only one timer however often start is called, and stop ends it', () => {
    const { w, timers } = watcher([]);
    w.start();
    w.start();
    expect(timers.setInterval).toHaveBeenCalledTimes(1);
    w.stop();
    expect(timers.clearInterval).toHaveBeenCalledWith(1);
    expect(timers.active()).toBe(0);
    w.stop();
    expect(timers.clearInterval).toHaveBeenCalledTimes(1);
  });

  it('works with the real timers by default', async () => {
    vi.useFakeTimers();
    try {
      const fetchLatest = vi.fn(async () => ({ buildId: 'b2' }));
      const w = createVersionWatcher({ fetchLatest, currentBuildId: 'b1', intervalMs: 1_000 });
      w.start();
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchLatest).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchLatest).toHaveBeenCalledTimes(1);
      expect(w.shouldReloadOnNavigation()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('build URLs', () => {
  it('adds a timestamp to the latest-build URL so no cache answers it', () => {
    expect(latestBuildUrl(1_760_000_000_000)).toBe('/builds/latest.json?1760000000000');
  });

  it('names the route-rules manifest by build id', () => {
    expect(manifestUrl('3f2a9c')).toBe('/builds/meta/3f2a9c.json');
  });
});
