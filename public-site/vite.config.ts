import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../vite-precompress';

const apiTarget = process.env.MEYDAN_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
  ssr: {
    // Bundled into the server entry so it needs nothing from public-site's node_modules but React at run time.
    noExternal: ['@meydan/shared-types'],
  },
});
