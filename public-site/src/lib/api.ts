import { createFetch, publicPaths, type CurrentUser, type PagePayload } from '@meydan/shared-types';
import { AUTH_ME_URL } from '../config/paths';
import { buildState } from './build-state';

/** The one HTTP client: reads retry once on transient statuses, writes never. */
export const http = createFetch();

export const BUILD_HEADER = 'x-build-id';

/**
 * The page data for a path. Error and redirect payloads come with their own status (404, 500) and are
 * data to render, not failures; only an unreadable answer throws.
 */
export async function fetchPayload(key: string): Promise<PagePayload> {
  const res = await http(key, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  buildState.observe(res.headers.get(BUILD_HEADER));
  if (!(res.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`payload ${res.status}`);
  }
  return (await res.json()) as PagePayload;
}

export const payloadKey = (pathWithQuery: string) => publicPaths.payload(pathWithQuery, buildState.id);

/** `/api/auth/me`: any failure means "not logged in", silently. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const res = await http(AUTH_ME_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as CurrentUser) : null;
  } catch {
    return null;
  }
}

export interface PostResult<T> { ok: boolean; status: number; body: T | null }

/** A JSON POST (never retried). The body of an error answer is returned for its Persian messages. */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  const res = await http(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as T) : null;
  return { ok: res.ok, status: res.status, body: parsed };
}
