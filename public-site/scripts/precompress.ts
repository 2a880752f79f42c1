import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `.br` and `.gz` beside every built script, stylesheet and SVG, once, at maximum compression.
 * The server sends them as they are (@fastify/static `preCompressed`), so no request pays for compressing.
 */
const assets = fileURLToPath(new URL('../dist/client/assets/', import.meta.url));
let count = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const source = readFileSync(assets + name);
  writeFileSync(`${assets}${name}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${assets}${name}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets`);
