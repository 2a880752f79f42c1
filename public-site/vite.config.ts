import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../vite-precompress';
import { reactRouterProduction, reactRouterTreeShaking } from './vite-react-router';
import { serviceWorker } from './vite-sw';

const apiTarget = process.env.MEYDAN_API ?? 'http://localhost:3000';
const useSyncExternalStoreShim = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompress(), reactRouterTreeShaking(), serviceWorker()],
  resolve: { alias: command === 'build' ? [...reactRouterProduction, useSyncExternalStoreShim] : [] },
  // Some dependencies still ship CommonJS; without this vite 8 hands the whole exports object to a default import.
  legacy: { inconsistentCjsInterop: true },
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget, '/builds': apiTarget },
  },
  build: {
    // The server reads the manifest to preload the entry's chunks, CSS and fonts.
    manifest: true,
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    // Every browser the site supports preloads modules itself (Safari before 17 only skips the hint), so
    // the polyfill's 0.3 KB of gzip would be sent to all of them for nothing.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically is loaded on every page anyway: kept in the entry's one
    // file, it compresses as a whole, and a page's chunks import from one file. Left to itself the
    // bundler cut it into seven chunks by which pages share them (2.2 KB more of gzip, seven requests).
    // Chunks are named by their hash alone: the entry lists every page's chunk for preloading, and the
    // names cost the article 0.3 KB of gzip (the manifest still maps each source to its file).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { chunkFileNames: 'assets/[hash].js', codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  ssr: {
    // Bundled into the server entry so it needs nothing from public-site's node_modules but React at run
    // time; react-router so that its production build is the one bundled (see above).
    noExternal: ['@meydan/shared-types', 'react-router', 'react-router-dom'],
  },
}));
