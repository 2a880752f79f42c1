import { VERSION_CHECK_INTERVAL_MS } from '../constants/product.js';

type IntervalHandle = ReturnType<typeof setInterval>;

export interface VersionWatcherOptions {
  fetchLatest: () => Promise<{ buildId: string }>;
  currentBuildId: string;
  intervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => IntervalHandle;
  clearInterval?: (handle: IntervalHandle) => void;
  /** Called once, when a different build is first seen. */
  onUpdate?: (buildId: string) => void;
}

export interface VersionWatcher {
  start(): void;
  stop(): void;
  /** Resolves to whether a newer build has been seen so far. */
  checkNow(): Promise<boolean>;
  shouldReloadOnNavigation(): boolean;
}

/** The timestamp defeats every cache between the browser and the file. */
export const latestBuildUrl = (now: number): string => `/builds/latest.json?${now}`;
export const manifestUrl = (buildId: string): string => `/builds/meta/${encodeURIComponent(buildId)}.json`;

export function createVersionWatcher(options: VersionWatcherOptions): VersionWatcher {
  const {
    fetchLatest,
    currentBuildId,
    onUpdate,
    intervalMs = VERSION_CHECK_INTERVAL_MS,
    setInterval: schedule = (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: cancel = (handle) => globalThis.clearInterval(handle),
  } = options;
  let handle: IntervalHandle | null = null;
  let outdated = false;

  const stop = (): void => {
    if (handle !== null) cancel(handle);
    handle = null;
  };

  const checkNow = async (): Promise<boolean> => {
    if (outdated) return true;
    try {
      const { buildId } = await fetchLatest();
      if (buildId && buildId !== currentBuildId && !outdated) {
        outdated = true;
        // Once outdated, polling has nothing more to learn.
        stop();
        onUpdate?.(buildId);
      }
    } catch {
      // An offline or failing check is retried at the next interval; the visitor is not bothered.
    }
    return outdated;
  };

  return {
    start() {
      if (handle !== null || outdated) return;
      handle = schedule(() => void checkNow(), intervalMs);
    },
    stop,
    checkNow,
    shouldReloadOnNavigation: () => outdated,
  };
}
