import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * First-load JavaScript of a page, read from the build's manifest: the entry with every chunk it imports
 * statically, and the page's chunk with its static imports (what the server preloads), each file
 * gzipped at level 9. `pnpm exec tsx bench/first-load.ts` prints every page with its chunks.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface ChunkWeight {
  file: string;
  gzipBytes: number;
  /** The manifest keys that import this chunk statically (sources, or `_name-hash.js` for shared chunks). */
  importedBy: string[];
}

export interface FirstLoad {
  kb: number;
  chunks: ChunkWeight[];
}

const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const ENTRY = 'index.html';

export function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
}

function closure(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The first load of the page whose module is `pageSource` (`src/features/home/HomePage.tsx`), heaviest chunk first. */
export function firstLoad(pageSource: string, manifest = readManifest()): FirstLoad {
  if (!manifest[pageSource]) throw new Error(`${pageSource} is not in the build's manifest`);
  const keys = closure(manifest, pageSource, closure(manifest, ENTRY, new Set()));
  const chunks = [...keys].map((key) => ({
    file: manifest[key].file,
    gzipBytes: gzipSync(readFileSync(dist + manifest[key].file), { level: 9 }).length,
    // The site's own modules first: they say more than a library's files that share the chunk.
    importedBy: Object.keys(manifest)
      .filter((k) => manifest[k].imports?.includes(key))
      .sort((a, b) => Number(b.startsWith('src/')) - Number(a.startsWith('src/'))),
  }));
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { kb: kbOf(chunks.reduce((sum, c) => sum + c.gzipBytes, 0)), chunks };
}

/** Kilobytes (1,024 bytes) to a tenth. */
export const kbOf = (bytes: number): number => Math.round(bytes / 102.4) / 10;

export const firstLoadKb = (pageSource: string): number => firstLoad(pageSource).kb;

/** `../node_modules/.pnpm/swr@2.5.1_…/node_modules/swr/dist/index.mjs` as `swr/dist/index.mjs`. */
const shortKey = (key: string) => key.replace(/^(\.\.\/)*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
const importers = (keys: string[]) =>
  keys.length === 0 ? '' : `  ← ${keys.slice(0, 3).map(shortKey).join(', ')}${keys.length > 3 ? ` and ${keys.length - 3} more` : ''}`;

/** `  84.5 KB  assets/index-….js  ← src/features/home/HomePage.tsx, … and 9 more`, a line per chunk. */
export function describeChunks({ chunks }: FirstLoad): string {
  return chunks.map((c) => `  ${kbOf(c.gzipBytes).toFixed(1).padStart(5)} KB  ${c.file}${importers(c.importedBy)}`).join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = readManifest();
  const pages = Object.keys(manifest).filter((k) => /^src\/features\/.+Page\.tsx$/.test(k));
  for (const page of pages.sort()) {
    const load = firstLoad(page, manifest);
    console.log(`${page}: ${load.kb} KB gzip\n${describeChunks(load)}`);
  }
}
