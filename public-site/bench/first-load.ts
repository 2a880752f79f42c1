import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * First-load JS of a page: the entry and the page chunk with their static imports, gzipped, as the
 * server preloads them. Prints one line per page; `pnpm exec tsx bench/first-load.ts`.
 */
interface Chunk {
  file: string;
  imports?: string[];
}
const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;

function closure(key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

export function firstLoadKb(pageSource: string): number {
  const keys = closure(pageSource, closure('index.html', new Set()));
  let bytes = 0;
  for (const key of keys) bytes += gzipSync(readFileSync(dist + manifest[key].file)).length;
  return Math.round(bytes / 102.4) / 10;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const page of ['home/HomePage', 'news/NewsArticlePage', 'league/LeagueTablePage', 'gallery/GalleryPage']) {
    console.log(`${page.padEnd(24)} ${firstLoadKb(`src/features/${page}.tsx`)} KB gzip`);
  }
}
