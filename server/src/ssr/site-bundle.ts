import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cutTemplate, type DocumentTemplate } from './document.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HydrationState, PageKey } from '@meydan/shared-types/schemas';
import { RETRY_AFTER_S } from '../public/unavailable.js';
import { NOT_BUILT_HTML, SITE_UNAVAILABLE_HTML, sendStaticPage } from './static-pages.js';

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

/** The built document every page is framed in. */
const templateFile = (siteDist: string) => join(siteDist, 'client', 'index.html');
const readTemplate = (siteDist: string) => cutTemplate(readFileSync(templateFile(siteDist), 'utf8'));

/**
 * Loads the built site (`dist/client/index.html`, its manifest, `dist/server/entry-server.js`) once.
 * Missing files mean the site was not built: null, and the caller answers 503 until it is. Files that
 * cannot be read or parsed, or an entry that fails to load, reject. The entry keeps its plain URL: the
 * page chunks import shared components from it by that URL, and under another URL it would be loaded
 * twice, state and all. So the module loader keeps an entry's failure, and only a restart loads that
 * one again.
 */
export async function loadSiteBundle(siteDist: string): Promise<SiteBundle | null> {
  const templatePath = templateFile(siteDist);
  const manifestPath = join(siteDist, 'client', '.vite', 'manifest.json');
  const entryPath = join(siteDist, 'server', 'entry-server.js');
  if (![templatePath, manifestPath, entryPath].every((p) => existsSync(p))) return null;

  const template = readTemplate(siteDist);
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
    template,
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

/**
 * The built site, loaded on first use and kept: null while it is not built, a rejection while it cannot
 * be loaded. Either is tried again on the next call, so a build finished while the server runs (its
 * files still being written at first) is picked up without a restart.
 */
export function siteLoader(siteDist: string): () => Promise<SiteBundle | null> {
  let bundle: Promise<SiteBundle | null> | null = null;
  return async () => {
    const loading = (bundle ??= loadSiteBundle(siteDist));
    try {
      const loaded = await loading;
      if (!loaded && bundle === loading) bundle = null;
      return loaded;
    } catch (err) {
      if (bundle === loading) bundle = null;
      throw err;
    }
  };
}

/**
 * The built site's document template alone (what a page without the app's code is framed in), read on
 * first use and kept; null while the site is not built or its template cannot be read, tried again on
 * the next call.
 */
export function templateLoader(siteDist: string): () => DocumentTemplate | null {
  let template: DocumentTemplate | null = null;
  return () => {
    if (template) return template;
    try {
      template = readTemplate(siteDist);
    } catch {
      return null;
    }
    return template;
  };
}

/**
 * The built site for a request, or null once the answer is sent: 503 "site not built" without a build,
 * 503 with Retry-After while the build cannot be loaded (the error is logged).
 */
export async function siteOrUnavailable<Site>(
  request: FastifyRequest,
  reply: FastifyReply,
  site: () => Promise<Site | null>,
): Promise<Site | null> {
  try {
    const built = await site();
    if (!built) sendStaticPage(reply, 503, NOT_BUILT_HTML);
    return built;
  } catch (err) {
    request.log.error({ err }, 'the built public site could not be loaded');
    sendStaticPage(reply, 503, SITE_UNAVAILABLE_HTML, { 'retry-after': RETRY_AFTER_S });
    return null;
  }
}
