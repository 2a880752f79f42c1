import { defineConfig } from 'vite';

/*
 * Compiles the server to JavaScript for plain `node` (`pnpm build`); tests use vitest.config.ts.
 * shared-types is TypeScript source only, so it is bundled in; every other package stays external and is
 * loaded from node_modules at run time (sharp, argon2 and PGlite bring native or wasm files of their own).
 * All files land flat in dist/, one level below server/ like src/, so paths that modules resolve from
 * their own location (config.ts finds the repository root that way) stay right.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: { server: 'src/server.ts', cli: 'src/cli/index.ts', 'render-worker': 'src/ssr/render-worker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
  ssr: { noExternal: ['@meydan/shared-types'] },
});
