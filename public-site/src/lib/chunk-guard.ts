import { isChunkLoadError, reloadOnceForChunkError } from '@meydan/shared-types';

/** A code chunk failed to load (usually gone after a deploy): reload once per path within the guard window. */
export function reloadForChunkError(err: unknown): void {
  if (typeof window === 'undefined' || !isChunkLoadError(err)) return;
  reloadOnceForChunkError({
    path: window.location.pathname,
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
}

/** Wraps a dynamic import with the chunk-reload guard. */
export function guardedImport<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch((err: unknown) => {
    reloadForChunkError(err);
    throw err;
  });
}
