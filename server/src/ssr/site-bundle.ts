import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cutTemplate, type DocumentTemplate } from './document.js';
import type { HydrationState, PageKey } from '@meydan/shared-types';

/** What `public-site`'s server build exports (src/entry-server.tsx). */
export interface ServerEntry {
  render(state: HydrationState): Promise<string>;
  serializeState(state: HydrationState): string;
  PAGE_SOURCES: Record<PageKey, string | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

export interface SiteBundle {
  template: DocumentTemplate;
  entry: ServerEntry;
  /** Hashed URLs to preload for a page: its chunk and the chunks it imports that the template lacks. */
  pageModules(page: PageKey): string[];
  fonts: string[];
}

/**
 * Loads the built site (`dist/client/index.html`, its manifest, `dist/server/entry-server.js`) once.
 * Missing files mean the site was not built: null, and the caller answers 503 until it is.
 */
export async function loadSiteBundle(siteDist: string): Promise<SiteBundle | null> {
  const templatePath = join(siteDist, 'client', 'index.html');
  const manifestPath = join(siteDist, 'client', '.vite', 'manifest.json');
  const entryPath = join(siteDist, 'server', 'entry-server.js');
  if (![templatePath, manifestPath, entryPath].every((p) => existsSync(p))) return null;

  const template = readFileSync(templatePath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;

  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const inTemplate = closure('index.html');
  const cache = new Map<PageKey, string[]>();
  return {
    template: cutTemplate(template),
    entry,
    fonts: (manifest['index.html']?.assets ?? []).filter((a) => a.endsWith('.woff2')).map((a) => `/${a}`),
    pageModules(page) {
      const cached = cache.get(page);
      if (cached) return cached;
      const source = entry.PAGE_SOURCES[page];
      const files = source ? [...closure(source)].filter((k) => !inTemplate.has(k)).map((k) => `/${manifest[k].file}`) : [];
      cache.set(page, files);
      return files;
    },
  };
}
