import { isChunkLoadError, reloadOnceForChunkError } from '@meydan/shared-types/client';

// One failure is often reported twice (Vite's preload event, then the import itself): both must agree.
let reloading = false;

/**
 * A code chunk failed to load (usually gone after a deploy): reload once per path within the guard window.
 * Returns whether a reload is under way.
 */
export function reloadForChunkError(err: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(err)) return false;
  reloading ||= reloadOnceForChunkError({
    path: window.location.pathname,
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
  return reloading;
}

/**
 * Wraps a dynamic import with the chunk-reload guard. While the page reloads the import stays pending, so
 * the reader sees the loading state rather than an error that the reload is about to fix; a failure the
 * guard lets through reaches the page's error boundary.
 */
export function guardedImport<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      if (reloadForChunkError(err)) return new Promise<T>(() => undefined);
      throw err;
    });
}
