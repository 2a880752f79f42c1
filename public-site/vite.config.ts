import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.MEYDAN_API ?? 'http://localhost:3000';
const typeboxStub = fileURLToPath(new URL('./src/lib/typebox-stub.ts', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // Browser build only: the schemas are for the server; see the stub's comment.
    {
      name: 'meydan:typebox-stub',
      enforce: 'pre',
      apply: () => command === 'build' && !isSsrBuild,
      resolveId: (id) => (id === '@sinclair/typebox' ? typeboxStub : null),
    },
  ],
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
    rolldownOptions: {
      // With the stub, building a schema has no effect; declared pure, unread schemas drop out entirely.
      treeshake: { manualPureFunctions: ['Type', 'Nullable', 'OptionalText'] },
    },
  },
  ssr: {
    // Bundled into the server entry so it needs nothing from public-site's node_modules but react at run time.
    noExternal: ['@meydan/shared-types'],
  },
}));
