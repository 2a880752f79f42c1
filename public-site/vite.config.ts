import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../vite-precompress';

const apiTarget = process.env.MEYDAN_API ?? 'http://localhost:3000';

// react-router's package exports name its development build under every condition, NODE_ENV=production
// included (remix-run/react-router#12532): builds take the production files it ships next to it.
// react-router-dom is taken as ES module too: its CommonJS file would wrap the bundled router in a require shim.
const require = createRequire(import.meta.url);
const reactRouterDomPackage = require.resolve('react-router-dom/package.json');
const reactRouterDir = dirname(createRequire(reactRouterDomPackage).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router-dom$/, replacement: join(dirname(reactRouterDomPackage), 'dist/index.mjs') },
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
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
    // Bundled into the server entry so it needs nothing from public-site's node_modules but React at run
    // time; react-router so that its production build is the one bundled (see above).
    noExternal: ['@meydan/shared-types', 'react-router', 'react-router-dom'],
  },
}));
