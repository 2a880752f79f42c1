import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * What a page needs to run offline: the entry, its stylesheet and fonts, and each page's chunk with the
 * chunks it imports. Not what pages load on demand (the video players, the photo slider's extras).
 */
export function shellFiles(manifest: Record<string, ManifestChunk>): { shell: string[]; styles: string[] } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const asset of chunk.assets ?? []) if (/\.(woff2|css)$/.test(asset)) files.add(`/${asset}`);
    for (const dep of chunk.imports ?? []) add(dep);
  };
  add('index.html');
  for (const css of manifest['index.html']?.css ?? []) styles.add(`/${css}`);
  for (const page of manifest['index.html']?.dynamicImports ?? []) add(page);
  return { shell: [...files].sort(), styles: [...styles] };
}

/**
 * Builds the service worker (src/sw/worker.ts) into `dist/client/sw.js` after the client build, with the
 * build's shell files written in. One classic script: every browser that has service workers runs it.
 * The build id is the server's, put in when it serves the file (server/src/ssr/app-files.ts).
 */
export function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'meydan-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const { shell, styles } = shellFiles(manifest);
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        // Strings: the bundler's define would write an array as its joined text.
        define: { __SHELL__: JSON.stringify(JSON.stringify(shell)), __STYLES__: JSON.stringify(JSON.stringify(styles)) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: fileURLToPath(new URL('./src/sw/worker.ts', import.meta.url)),
            formats: ['iife'],
            name: 'meydanWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
