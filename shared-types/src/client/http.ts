import { GET_RETRY_STATUSES } from '../constants/product.js';

const RETRYABLE_METHODS = ['GET', 'HEAD'];

/** Only reads are retried: repeating a write could apply it twice. */
export function shouldRetry(method: string, status: number): boolean {
  return RETRYABLE_METHODS.includes(method.toUpperCase()) && GET_RETRY_STATUSES.includes(status);
}

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  if (init?.method) return init.method;
  if (typeof Request !== 'undefined' && input instanceof Request) return input.method;
  return 'GET';
}

/**
 * Lets go of a response whose body will not be read. Chromium keeps a request open until its body is
 * consumed, so an unread 401 or error page keeps the tab from ever reaching network idle.
 */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** A fetch that retries a read once on a transient status or a network failure. */
export function createFetch(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const method = methodOf(input, init);
    const canRetry = RETRYABLE_METHODS.includes(method.toUpperCase());
    let response: Response;
    try {
      response = await fetchImpl(input, init);
    } catch (err) {
      // fetch reports network failures as TypeError; an abort is a DOMException and must not retry.
      if (canRetry && err instanceof TypeError) return fetchImpl(input, init);
      throw err;
    }
    if (!shouldRetry(method, response.status)) return response;
    await discardBody(response);
    return fetchImpl(input, init);
  };
}
