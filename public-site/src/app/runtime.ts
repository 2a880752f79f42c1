import {
  ROUTE_RULES,
  createVersionWatcher,
  discardBody,
  latestBuildUrl,
  manifestUrl,
  type RouteRule,
  type VersionWatcher,
} from '@meydan/shared-types/client';
import { MANIFEST_FETCH_DELAY_MS } from '@meydan/shared-types/constants';
import { http } from '../lib/api';
import { buildState } from '../lib/build-state';
import { reloadForChunkError } from '../lib/chunk-guard';

let watcher: VersionWatcher | null = null;
let rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES;

/** The route rules of the running build: the built-in ones until the manifest has arrived. */
export const routeRules = () => rules;

/** A newer build was seen (hourly check or a payload header): the next navigation loads in full. */
export const shouldFullyReload = () => buildState.stale || (watcher?.shouldReloadOnNavigation() ?? false);

async function getJson(url: string): Promise<unknown> {
  const res = await http(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) {
    await discardBody(res);
    throw new Error(`${url}: ${res.status}`);
  }
  return res.json();
}

/** The manifest is `{ buildId, rules }`: route pattern → redirect and middleware names. */
function readRules(manifest: unknown): Record<string, RouteRule> | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const candidate = (manifest as { rules?: unknown }).rules;
  return typeof candidate === 'object' && candidate !== null ? (candidate as Record<string, RouteRule>) : null;
}

/** Starts the hourly version check, the delayed manifest fetch and offline reading, and the chunk-reload guard. Browser only. */
export function startRuntime(buildId: string): void {
  buildState.init(buildId);
  watcher = createVersionWatcher({
    currentBuildId: buildId,
    fetchLatest: async () => (await getJson(latestBuildUrl(Date.now()))) as { buildId: string },
    onUpdate: (next) => buildState.observe(next),
  });
  watcher.start();
  window.setTimeout(() => {
    // Offline reading and the bell (after-load.ts), after the first second; a reader who misses them can still read.
    import('./after-load').catch(() => undefined);
    getJson(manifestUrl(buildId)).then(
      (m) => {
        rules = readRules(m) ?? rules;
      },
      () => undefined,
    );
  }, MANIFEST_FETCH_DELAY_MS);
  // Never preventDefault here: Vite would then resolve the failed import to undefined and the page would
  // crash on it. The failure goes on to the importer, which waits for the reload or shows the error.
  window.addEventListener('vite:preloadError', (event) => {
    reloadForChunkError((event as Event & { payload?: unknown }).payload ?? new Error('Unable to preload CSS'));
  });
  window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason));
}
