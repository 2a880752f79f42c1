import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_WINDOW_MS } from '../constants/product.js';
import { chunkReloadKey, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.js';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('isChunkLoadError', () => {
  it('recognises the messages of Vite/Chromium, Firefox, Safari and webpack', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://meydan.ir/assets/NewsPage-3f2a.js',
      'error loading dynamically imported module: https://meydan.ir/assets/x.js',
      'Importing a module script failed.',
      'Loading chunk 42 failed.',
      'Loading CSS chunk 7 failed.',
      'Unable to preload CSS for /assets/x.css',
    ];
    for (const m of messages) expect(isChunkLoadError(new TypeError(m)), m).toBe(true);
  });

  it('recognises a ChunkLoadError by name and a plain message string', () => {
    const err = new Error('boom');
    err.name = 'ChunkLoadError';
    expect(isChunkLoadError(err)).toBe(true);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(true);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true);
  });

  it('leaves other errors alone', () => {
    for (const err of [new Error('Failed to fetch'), new TypeError('x is undefined'), null, undefined, 42, {}, { message: 3 }]) {
      expect(isChunkLoadError(err)).toBe(false);
    }
  });
});

describe('reloadOnceForChunkError', () => {
  const path = '/news/12/slug';

  it('reloads the first time and remembers when, per path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ path, storage, now: 1_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(chunkReloadKey(path))).toBe('1000000');
    expect(chunkReloadKey(path)).toBe('meydan.chunk-reload:/news/12/slug');
  });

  it('does not reload the same path again within the guard window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError({ path, storage, now: 1_000_000, reload });
    expect(reloadOnceForChunkError({ path, storage, now: 1_000_000 + RELOAD_GUARD_WINDOW_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError({ path, storage, now: 1_000_000, reload });
    expect(reloadOnceForChunkError({ path, storage, now: 1_000_000 + RELOAD_GUARD_WINDOW_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the guard per path, so another page may still reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError({ path, storage, now: 1_000_000, reload });
    expect(reloadOnceForChunkError({ path: '/gallery/photo', storage, now: 1_000_001, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores a garbled stored value', () => {
    const storage = memoryStorage();
    storage.setItem(chunkReloadKey(path), 'garbage');
    expect(reloadOnceForChunkError({ path, storage, now: 1_000_000, reload: vi.fn() })).toBe(true);
  });

  it('does not reload when storage fails, since nothing would stop a reload loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadOnceForChunkError({ path, storage, now: 1_000_000, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
