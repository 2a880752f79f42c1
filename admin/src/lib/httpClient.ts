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

const parseBody = (body: string): unknown => {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return body;
  }
};

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
  if (response.status < 200 || response.status >= 300) throw await refusal(response);
  const body = await response.text();
  return { status: response.status, headers: response.headers, body, json: parseBody(body) as T };
}

/** A refused answer as react-admin's HttpError, with the server's Persian message when it sent one. */
export async function refusal(response: Response): Promise<HttpError> {
  const json = parseBody(await response.text());
  const message =
    json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
      ? json.message
      : response.statusText || String(response.status);
  return new HttpError(message, response.status, json);
}
