import { HttpError } from 'react-admin';
import { createFetch } from '@meydan/shared-types/client';

/** The one client instance: GETs retry once on the spec's statuses, mutations never do. */
export const apiFetch = createFetch();

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** Same contract as react-admin's fetchUtils.fetchJson, so ra-data-simple-rest can use it. */
export async function httpClient<T = unknown>(url: string, options: RequestInit = {}): Promise<JsonResponse<T>> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The server only accepts cookie-authenticated writes with a JSON or multipart content type.
  if (options.body != null && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  // A delete may be committed as the page unloads (see ToastStack); keepalive lets it finish after.
  const keepalive = options.method === 'DELETE';
  const response = await apiFetch(url, { ...options, headers, credentials: 'same-origin', ...(keepalive ? { keepalive } : {}) });
  const body = await response.text();
  let json: unknown = undefined;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = body;
  }
  if (response.status < 200 || response.status >= 300) {
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : response.statusText || String(response.status);
    throw new HttpError(message, response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json: json as T };
}
