import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /^assets\/[^/]+\.(js|css|svg|json)$/;

/** What the plugin reads of vite's resolved config (typed here so that this file needs no vite of its own). */
interface BuildConfig {
  root: string;
  build: { outDir: string; ssr: unknown };
}

/**
 * Writes `.br` and `.gz` beside every hashed script, stylesheet and SVG a browser build emits, once, at
 * maximum compression: the server sends them as they are (@fastify/static `preCompressed`), so no
 * request pays for compressing. Both apps build with it; a server-side build (`--ssr`) is left alone.
 */
export function precompress() {
  let outDir: string | null = null;
  return {
    name: 'meydan-precompress',
    apply: 'build' as const,
    configResolved(config: BuildConfig) {
      outDir = config.build.ssr ? null : join(config.root, config.build.outDir);
    },
    async writeBundle(_options: unknown, bundle: Record<string, unknown>) {
      const dir = outDir;
      if (dir === null) return;
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(dir, name);
          const source = await readFile(file);
          await writeFile(`${file}.br`, await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
        }),
      );
    },
  };
}
