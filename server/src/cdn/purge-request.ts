import { PurgeFailed } from './purger.js';

/**
 * What every purge adapter does around one HTTP request: check the tags it was given, send the request
 * with a deadline, read the answer, and turn a failure into a PurgeFailed that says whether trying
 * again can help. Messages name the CDN, the status and the API's own reason, never a credential.
 */

/** A purge still unanswered after this long is given up and left to the caller's retry. */
const TIMEOUT_MS = 10_000;

/**
 * Cloudflare takes cache-tags of up to 1,024 characters in a purge and Fastly surrogate keys of up to
 * 1,024 bytes; ours are about 20. Both APIs, and Varnish's space-separated xkey header, read a space
 * or a comma as a separator, and a control character cannot travel in a header at all.
 */
const TAG_MAX_LENGTH = 1024;
const TAG_PATTERN = /^[\x21-\x2b\x2d-\x7e]+$/;

/**
 * Refuses, before anything is sent, a batch the CDN would refuse or misread: more tags than one call
 * takes (the caller splits batches) or a tag that is not one printable ASCII word. Not retryable: the
 * same tags fail the same way.
 */
export function checkTags(cdn: string, tags: readonly string[], max: number): void {
  if (tags.length > max) throw new PurgeFailed(`${cdn}: ${tags.length} tags in one purge, at most ${max} allowed`, false);
  const bad = tags.find((tag) => tag.length > TAG_MAX_LENGTH || !TAG_PATTERN.test(tag));
  if (bad !== undefined) throw new PurgeFailed(`${cdn}: cannot purge the tag ${JSON.stringify(bad.slice(0, 64))}`, false);
}

export interface Answer {
  status: number;
  /** The reason phrase: all a Varnish synth answer says about itself. */
  statusText: string;
  headers: Headers;
  body: string;
}

/** Sends one request and reads its whole answer. No answer in time, or no connection, is worth retrying. */
export async function send(fetchImpl: typeof fetch, cdn: string, url: URL | string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    // Read to the end even when unused, so the connection goes back to the pool.
    return { status: response.status, statusText: response.statusText, headers: response.headers, body: await response.text() };
  } catch (error) {
    throw new PurgeFailed(`${cdn}: no answer (${why(error)})`, true);
  }
}

function why(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `none within ${TIMEOUT_MS / 1000} s`;
  // fetch reports every network failure as "fetch failed"; the reason (ECONNREFUSED…) is in `cause`.
  const cause: unknown = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return String(cause);
}

/** A 429 or a 5xx passes; any other refusal (bad token, unknown zone, malformed request) will not. */
export const isRetryable = (status: number): boolean => status === 429 || status >= 500;

/** Retry-After as milliseconds from now: delay-seconds or an HTTP-date (RFC 9110, 10.2.3); null when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Every HTTP-date form starts with the day's name; Date.parse alone would read "-5" as a year.
  const date = /^[A-Za-z]/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The PurgeFailed for an answer that is not a success; `reason` is the API's own explanation, if it gave one. */
export function refusal(cdn: string, answer: Answer, reason: string | null, retryAfter = retryAfterMs(answer.headers)): PurgeFailed {
  const retryable = isRetryable(answer.status);
  const because = reason ? `: ${reason}` : '';
  const next = retryable ? 'to be retried' : 'not retried';
  return new PurgeFailed(`${cdn} answered ${answer.status}${because} (${next})`, retryable, retryable ? retryAfter : null);
}

/** The body as JSON, or null when it is not JSON (an HTML error page from a proxy on the way, say). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
