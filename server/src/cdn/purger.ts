/**
 * What sits in front of the app and keeps its public answers (Varnish, Cloudflare, Fastly), as the
 * app sees it: something that drops kept answers by the tags they carry (`Surrogate-Key`,
 * `Cache-Tag`), or all of them at once.
 */
export interface CdnPurger {
  readonly name: 'varnish' | 'cloudflare' | 'fastly';
  /** The most tags one `purgeTags` call may carry (the API's own limit). */
  readonly maxTagsPerCall: number;
  /** Drops every kept answer carrying any of `tags` (at most `maxTagsPerCall`). Rejects with PurgeFailed. */
  purgeTags(tags: readonly string[]): Promise<void>;
  /** Drops everything kept: the fallback when tag purges keep failing. Rejects with PurgeFailed. */
  purgeAll(): Promise<void>;
}

/** A purge the CDN did not carry out. */
export class PurgeFailed extends Error {
  constructor(
    message: string,
    /** Worth trying again (a 429, a 5xx, a network error); false for a refusal that will not change (bad token, 4xx). */
    readonly retryable: boolean,
    /** When the API said to come back (Retry-After), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
