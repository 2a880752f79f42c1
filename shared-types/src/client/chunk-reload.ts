import { RELOAD_GUARD_WINDOW_MS } from '../constants/product.js';

const CHUNK_ERROR_MESSAGES = [
  'failed to fetch dynamically imported module', // Chromium, Vite
  'error loading dynamically imported module', // Firefox
  'importing a module script failed', // Safari
  'unable to preload css', // Vite's CSS preloader
  'loading chunk', // webpack
  'loading css chunk',
];

export function isChunkLoadError(err: unknown): boolean {
  if (typeof err === 'string') return matchesMessage(err);
  if (typeof err !== 'object' || err === null) return false;
  const { name, message } = err as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && matchesMessage(message));
}

function matchesMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return CHUNK_ERROR_MESSAGES.some((m) => lower.includes(m));
}

export const chunkReloadKey = (path: string): string => `meydan.chunk-reload:${path}`;

export interface ChunkReloadContext {
  path: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
}

/**
 * Reloads at most once per path within the guard window, so a chunk that is really gone shows an
 * error instead of a reload loop. Without working storage the guard cannot hold, so no reload.
 */
export function reloadOnceForChunkError({ path, storage, now, reload }: ChunkReloadContext): boolean {
  const key = chunkReloadKey(path);
  try {
    const last = Number(storage.getItem(key));
    if (last && Number.isFinite(last) && Math.abs(now - last) < RELOAD_GUARD_WINDOW_MS) return false;
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
