import type { EntityManager } from '@mikro-orm/core';
import type { PageError } from '@meydan/shared-types/public';
import type { LayoutData, PagePayload, PageHead } from '@meydan/shared-types/schemas';
import type { PageRequest } from '../cache/keys.js';
import type { CacheTag } from '../cache/tags.js';
import type { MediaUrl } from '../storage/index.js';

/** What a page loader gets: the request's EntityManager, the parsed request and the site's public origin. */
export interface LoaderContext {
  em: EntityManager;
  /** The normalized path, route parameters and the query parameters the page reads (see cache/keys.ts). */
  request: PageRequest;
  origin: string;
  layout: LayoutData;
  /** This app's media addresses (see storage.ts: mediaUrlFor). */
  mediaUrl: MediaUrl;
  /**
   * Data many pages show, made once and kept under `key` until a change to one of `tags` (see
   * `keptData`); absent where nothing is kept (the benchmarks, the staff preview).
   */
  keep?: <T>(key: string, tags: readonly CacheTag[], produce: () => Promise<T>) => Promise<T>;
}

/** What `produce` makes, kept through the context's `keep` when it has one. */
export const keptData = <T>(ctx: LoaderContext, key: string, tags: readonly CacheTag[], produce: () => Promise<T>): Promise<T> =>
  ctx.keep ? ctx.keep(key, tags, produce) : produce();

/** A page's answer other than its page: a redirect, or an error page. */
export type Outcome = Exclude<PagePayload, { kind: 'page' }>;

export const redirect = (location: string): Outcome => ({ kind: 'redirect', status: 301, location });

const errorHead = (title: string, path: string): PageHead => ({
  title,
  description: '',
  canonical: path,
  image: null,
  type: 'website',
  jsonLd: [],
});

/** A failed validity check (bad id, unknown item): the fatal 404 "Page Not Found: {path}". */
export function notFoundFatal(path: string): Outcome {
  const error: PageError = { statusCode: 404, fatal: true, message: `Page Not Found: ${path}` };
  return { kind: 'error', status: 404, head: errorHead('صفحه پیدا نشد', path), error };
}

/** No route matched: the non-fatal "Page not found", shown inside the layout. */
export function notFoundInLayout(path: string): Outcome {
  const error: PageError = { statusCode: 404, fatal: false, message: 'Page not found' };
  return { kind: 'error', status: 404, head: errorHead('صفحه پیدا نشد', path), error };
}

export function serverError(path: string): Outcome {
  const error: PageError = { statusCode: 500, fatal: false, message: 'Internal Server Error' };
  return { kind: 'error', status: 500, head: errorHead('خطای سرور', path), error };
}

/** The database is down and nothing was kept for this page: the server-error page, as a 503. */
export function serviceUnavailable(path: string): Outcome {
  const error: PageError = { statusCode: 503, fatal: false, message: 'Service Unavailable' };
  return { kind: 'error', status: 503, head: errorHead('خطای سرور', path), error };
}
