/*
 * swr imports `use-sync-external-store/shim` for React 16 and 17, which lack the hook; the shim's
 * fallback (about 400 bytes of gzip in every page's first load) never runs under React 19. The build
 * points that import here, at React's own hook (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
