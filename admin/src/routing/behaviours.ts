import {
  MANIFEST_FETCH_DELAY_MS, createVersionWatcher, discardBody, isChunkLoadError, latestBuildUrl, manifestUrl,
  reloadOnceForChunkError,
} from '@meydan/shared-types';
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

/** Reloads once per path (10 s guard) when a lazy chunk of an older build is gone. */
export function handleChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOnceForChunkError({
    path: window.location.pathname,
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
}

/** The spec's runtime behaviours that do not belong to a screen. */
export function startBehaviours(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (handleChunkError((event as Event & { payload?: unknown }).payload ?? new Error('unable to preload css'))) event.preventDefault();
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
