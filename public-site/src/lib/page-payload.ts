import type { PagePayload } from '@meydan/shared-types/public';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a `_payload.json` answer is one of the page loader's shapes. Anything else (the server's
 * `{ message }` for a 503, a proxy's error) must become a failure the error page can show and retry,
 * never data the pages would read fields from.
 */
export function isPagePayload(body: unknown): body is PagePayload {
  if (!isObject(body)) return false;
  switch (body.kind) {
    case 'redirect':
      return typeof body.location === 'string';
    case 'page':
      return typeof body.page === 'string' && isObject(body.head) && 'data' in body;
    case 'error':
      return isObject(body.head) && isObject(body.error) && typeof body.error.statusCode === 'number';
    default:
      return false;
  }
}
