/**
 * The public site's service worker, served at /sw.js with scope `/` (docs/offline.md).
 *
 * - Caches are named by the build id (`meydan-{build}-shell`, `meydan-{build}-pages`); activating a new
 *   build deletes every other one, then fetches the kept pages again for the new build, so a page of one
 *   build is never shown with the assets of another.
 * - Hashed assets: cache first (the shell of this build is stored on install). Pages and their
 *   `_payload.json`: network first; after 3 s, or without a network, the kept copy with an «آفلاین»
 *   banner, or the offline page.
 * - Kept: the last 20 articles opened, the home page, today's games and the followed teams' pages.
 *   Nothing else, nothing `private` or `no-store`, nothing but GET, nothing under the back office or
 *   the APIs (they never reach this worker where the browser routes statically).
 */
import { fallbackPage, offlineLabel, withBanner } from './offline-page';
import { isPayload, keptKind, keyOf, never, pagePathOf } from './paths';
import { handlePush } from './push';
import { SavedIndex } from './saved-index';

declare const self: ServiceWorkerGlobalScope;
/** The build's entry, stylesheet, fonts and page chunks, and its stylesheets, as JSON written in by the build (vite-sw.ts). */
declare const __SHELL__: string;
declare const __STYLES__: string;
const SHELL_FILES = JSON.parse(__SHELL__) as string[];
const STYLES = JSON.parse(__STYLES__) as string[];

/** Replaced by the server with its build id when it serves this file. */
const BUILD = '__MEYDAN_BUILD_ID__';
const PREFIX = 'meydan-';
const SHELL = `${PREFIX}${BUILD}-shell`;
const PAGES = `${PREFIX}${BUILD}-pages`;
const NETWORK_WAIT_MS = 3000;
const SAVED_AT = 'x-meydan-saved-at';

const saved = new SavedIndex(PAGES);
let followedTeams = new Set<number>();

handlePush(self);

self.addEventListener('install', (event) => {
  // The back office, the APIs and the media never start this worker, where the browser can route them.
  const router = event as ExtendableEvent & { addRoutes?: (routes: object[]) => Promise<void> };
  const routed = router.addRoutes
    ? router.addRoutes(
        ['/admin*', '/api/*', '/auth/*', '/media/*', '/builds/*'].map((urlPattern) => ({ condition: { urlPattern }, source: 'network' })),
      )
    : Promise.resolve();
  event.waitUntil(
    Promise.all([routed.catch(() => undefined), caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES))]).then(() =>
      self.skipWaiting(),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((n) => n.startsWith(PREFIX) && n !== SHELL && n !== PAGES);
      const keep = (await Promise.all(old.filter((n) => n.endsWith('-pages')).map((n) => new SavedIndex(n).list()))).flat();
      await Promise.all(old.map((n) => caches.delete(n)));
      await self.clients.claim();
      // The kept pages again, from this build, after activation: pages are answered meanwhile (an
      // activating worker would hold them back). Best effort: the reader may be offline by now.
      void (async () => {
        for (const item of keep) await refetch(item.path).catch(() => undefined);
      })();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; path?: string; teams?: unknown } | null;
  if (data?.type !== 'meydan:opened') return;
  if (Array.isArray(data.teams)) followedTeams = new Set(data.teams.filter((t): t is number => Number.isInteger(t)));
  // The page the worker was installed from was fetched before it, and a page loaded in full brings no
  // data: fetch what is missing once more to keep it.
  const path = typeof data.path === 'string' ? data.path : null;
  if (path && keptKind(path, followedTeams))
    event.waitUntil(fromCache(keyOf(path, true)).then((kept) => (kept ? undefined : refetch(path).catch(() => undefined))));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || never(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) return event.respondWith(cacheFirst(request));
  if (request.mode === 'navigate') return event.respondWith(page(request, url, event));
  if (isPayload(url.pathname)) return event.respondWith(payload(request, url, event));
});

/** Hashed files never change: the kept copy if there is one, else the network (and keep it). */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && storable(res)) await cache.put(request, res.clone());
  return res;
}

/** What a kept copy may be: a whole 200 answer anyone may be given. */
function storable(res: Response): boolean {
  const control = res.headers.get('cache-control') ?? '';
  return res.status === 200 && res.type === 'basic' && !/\b(private|no-store)\b/i.test(control);
}

/** The network, raced against a timer: null when the timer wins (the request goes on and is kept). */
function networkWithin(
  request: Request,
  onAnswer: (res: Response) => Promise<unknown>,
): { quick: Promise<Response | null>; full: Promise<Response> } {
  // Asked of the server each time (a 304 when nothing changed), not taken from the HTTP cache: a page
  // that is not current is shown with its banner.
  const full = fetch(request, { cache: 'no-cache' }).then(async (res) => {
    await onAnswer(res.clone()).catch(() => undefined);
    return res;
  });
  const quick = Promise.race([full, new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_WAIT_MS))]);
  return { quick, full };
}

/** Keeps an answer for reading offline, when it may be kept; whether it was. */
async function keep(key: string, res: Response, path: string, html: boolean): Promise<boolean> {
  const kind = keptKind(path, followedTeams);
  if (!storable(res) || !kind) return false;
  const headers = new Headers(res.headers);
  // The body kept is the decoded one.
  headers.delete('content-encoding');
  headers.delete('content-length');
  const now = Date.now();
  headers.set(SAVED_AT, String(now));
  const body = await res.arrayBuffer();
  const title = html ? titleOf(new TextDecoder().decode(body)) : null;
  const cache = await caches.open(PAGES);
  await cache.put(key, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  const evicted = await saved.touch(path, now, kind, title);
  await Promise.all(evicted.flatMap((p) => [cache.delete(p), cache.delete(keyOf(p, true))]));
  return true;
}

function titleOf(html: string): string | null {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m ? m[1].replace(/ [|–-] [^|–-]*$/, '') : null;
}

async function page(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const path = url.pathname;
  const key = keyOf(path, false);
  const { quick, full } = networkWithin(request, (res) => keep(key, res, path, true));
  event.waitUntil(full.catch(() => undefined));
  try {
    const res = await quick;
    if (res && res.status < 500) return res;
    const kept = await fromCache(key);
    if (kept) return withBanner(kept, savedAt(kept));
    return res ?? (await full);
  } catch {
    const kept = await fromCache(key);
    if (kept) return withBanner(kept, savedAt(kept));
    return fallbackPage(await saved.list(), STYLES, await themeCookie());
  }
}

async function payload(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const path = pagePathOf(url);
  const key = keyOf(path, true);
  const { quick, full } = networkWithin(request, (res) => keep(key, res, path, false));
  event.waitUntil(full.catch(() => undefined));
  const tell = (message: object) => event.waitUntil(self.clients.get(event.clientId).then((c) => c?.postMessage(message)));
  try {
    const res = await quick;
    if (res && res.status < 500) {
      tell({ type: 'meydan:online' });
      return res;
    }
    const kept = await fromCache(key);
    if (kept) {
      tell({ type: 'meydan:offline', label: offlineLabel(savedAt(kept)) });
      return kept;
    }
    return res ?? (await full);
  } catch {
    const kept = await fromCache(key);
    if (kept) {
      tell({ type: 'meydan:offline', label: offlineLabel(savedAt(kept)) });
      return kept;
    }
    // Not kept: the page loads in full, and the offline page answers.
    tell({ type: 'meydan:missing', path });
    return Response.error();
  }
}

async function fromCache(key: string): Promise<Response | undefined> {
  return (await caches.open(PAGES)).match(key);
}

const savedAt = (res: Response) => Number(res.headers.get(SAVED_AT)) || Date.now();

/** The reader's theme choice, where the worker can read cookies (cookieStore); else the device's. */
async function themeCookie(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
  if (!store) return null;
  const cookie = await store.get('meydan_theme').catch(() => null);
  return cookie?.value === 'dark' || cookie?.value === 'light' ? cookie.value : null;
}

/** Fetches a kept page and its data again (from this build) and keeps them. */
async function refetch(path: string): Promise<void> {
  const res = await fetch(path, { credentials: 'same-origin', cache: 'no-cache' });
  // A page answered only to this reader (`private`) is not kept, nor its data.
  if (!(await keep(keyOf(path, false), res, path, true))) return;
  const data = await fetch(`${path === '/' ? '' : path}/_payload.json?${BUILD}`, { cache: 'no-cache' });
  await keep(keyOf(path, true), data, path, false);
}
