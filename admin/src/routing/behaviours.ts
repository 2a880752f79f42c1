import {
  createVersionWatcher,
  discardBody,
  isChunkLoadError,
  latestBuildUrl,
  manifestUrl,
  reloadOnceForChunkError,
} from '@meydan/shared-types/client';
import { MANIFEST_FETCH_DELAY_MS } from '@meydan/shared-types/constants';
import { apiFetch } from '../lib/httpClient';
import { setRouteRules } from './rules';

const PLACEHOLDER = '__BUILD_ID__';

/** The server writes the current build id into index.html; the dev server leaves the placeholder. */
export const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? PLACEHOLDER;
const served = buildId !== PLACEHOLDER;

async function getJson<T>(url: string): Promise<T> {
  const response = await apiFetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    await discardBody(response);
    throw new Error(`${response.status}`);
  }
  return (await response.json()) as T;
}

export const versionWatcher = createVersionWatcher({
  currentBuildId: buildId,
  fetchLatest: () => getJson<{ buildId: string }>(latestBuildUrl(Date.now())),
});

// One failure is often reported twice (Vite's preload event, then the import itself): both must agree.
let reloading = false;

/** Reloads once per path (10 s guard) when a lazy chunk of an older build is gone; whether a reload is under way. */
export function handleChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  reloading ||= reloadOnceForChunkError({
    path: window.location.pathname,
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
  return reloading;
}

/** The spec's runtime behaviours that do not belong to a screen. */
export function startBehaviours(): void {
  // Never preventDefault here: Vite would then resolve the failed import to undefined, which crashes the
  // screen instead of reaching the error screen that waits for the reload or explains the failure.
  window.addEventListener('vite:preloadError', (event) => {
    handleChunkError((event as Event & { payload?: unknown }).payload ?? new Error('unable to preload css'));
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (handleChunkError(event.reason)) event.preventDefault();
  });
  if (!served) return;
  versionWatcher.start();
  window.setTimeout(() => {
    getJson<{ buildId: string; rules: unknown }>(manifestUrl(buildId))
      .then((manifest) => setRouteRules(manifest.rules))
      .catch(() => undefined);
  }, MANIFEST_FETCH_DELAY_MS);
}
