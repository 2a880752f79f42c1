import { createFetch, discardBody } from '@meydan/shared-types/client';
import { publicPaths, type CurrentUser, type PagePayload } from '@meydan/shared-types/public';
import { AUTH_ME_URL } from '../config/paths';
import { buildState } from './build-state';
import { isPagePayload } from './page-payload';

/** The one HTTP client: reads retry once on transient statuses, writes never. */
export const http = createFetch();

export const BUILD_HEADER = 'x-build-id';

const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('json');

/** Every body is read or released: an unread one keeps the request open in Chromium. */
async function readJson(res: Response): Promise<unknown> {
  if (!isJson(res)) {
    await discardBody(res);
    return undefined;
  }
  return res.json().catch(() => undefined);
}

/**
 * The page data for a path. Error and redirect payloads come with their own status (404, 500) and are
 * data to render, not failures; any other answer (HTML, the server's `{ message }` error) throws.
 */
export async function fetchPayload(key: string): Promise<PagePayload> {
  const res = await http(key, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  buildState.observe(res.headers.get(BUILD_HEADER));
  const body = await readJson(res);
  if (!isPagePayload(body)) throw new Error(`payload ${res.status}`);
  return body;
}

export const payloadKey = (pathWithQuery: string) => publicPaths.payload(pathWithQuery, buildState.id);

/**
 * How long page data fetched ahead of a click (a pointer resting on its link) may stand for the page:
 * a click seconds later uses it, one after a story may have been published asks the server again.
 */
const PREFETCH_FRESH_MS = 5_000;
const prefetched = new Map<string, Promise<PagePayload>>();

/** Starts loading a page's data ahead of a click, unless a fresh load of it is under way or done. */
export function prefetchPayload(key: string): void {
  if (prefetched.has(key)) return;
  const payload = fetchPayload(key);
  payload.catch(() => undefined);
  prefetched.set(key, payload);
  setTimeout(() => prefetched.get(key) === payload && prefetched.delete(key), PREFETCH_FRESH_MS);
}

/** The page data SWR asks for: a fresh prefetch of it, used once, or the server's answer now. */
export function loadPayload(key: string): Promise<PagePayload> {
  const payload = prefetched.get(key);
  prefetched.delete(key);
  return payload ?? fetchPayload(key);
}

/** `/api/auth/me`: any failure means "not logged in", silently. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const res = await http(AUTH_ME_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (res.ok) return (await res.json()) as CurrentUser;
    await discardBody(res);
    return null;
  } catch {
    return null;
  }
}

export interface PostResult<T> {
  ok: boolean;
  status: number;
  body: T | null;
}

/** A JSON POST (never retried). The body of an error answer is returned for its Persian messages. */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  const res = await http(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = await readJson(res);
  return { ok: res.ok, status: res.status, body: parsed === undefined ? null : (parsed as T) };
}
