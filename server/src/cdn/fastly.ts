import { checkTags, parseJson, refusal, retryAfterMs, send, type Answer } from './purge-request.js';
import { type CdnPurger } from './purger.js';

/**
 * Purges a Fastly service through its purge API (https://www.fastly.com/documentation/reference/api/purging/):
 *
 *   POST {apiBase}/service/{service_id}/purge       {"surrogate_keys": ["news:12", …]}
 *   POST {apiBase}/service/{service_id}/purge_all
 *   Fastly-Key: <token>                             (an API token with the purge_select and purge_all scopes)
 *
 * Both answer 200 on success; an error comes as `{"msg": …, "detail": …}`.
 */

/** "Up to 256 surrogate keys can be purged in one batch request" (the batch purge endpoint's documentation). */
const MAX_TAGS = 256;

/**
 * Key purges are soft: Fastly marks the objects stale instead of dropping them, so while the origin
 * is down it can still serve them under the pages' stale-if-error, where a hard purge would leave
 * readers an error page, and a burst of purges does not send every reader to the origin at once. The
 * price: a request just after the purge may still get the old page (stale-while-revalidate) while
 * Fastly fetches the new one. Fastly has no soft purge-all, so purgeAll drops everything.
 */
const SOFT_PURGE = { 'fastly-soft-purge': '1' } as const;

export interface FastlySettings {
  serviceId: string;
  apiToken: string;
  apiBase?: string;
}

export class FastlyPurger implements CdnPurger {
  readonly name = 'fastly';
  readonly maxTagsPerCall = MAX_TAGS;
  private readonly service: string;
  /** A true private field: a logged or serialised purger does not show it. */
  readonly #apiToken: string;

  constructor(
    { serviceId, apiToken, apiBase = 'https://api.fastly.com' }: FastlySettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.service = `${apiBase.replace(/\/+$/, '')}/service/${encodeURIComponent(serviceId)}`;
    this.#apiToken = apiToken;
  }

  async purgeTags(tags: readonly string[]): Promise<void> {
    checkTags('Fastly', tags, MAX_TAGS);
    if (tags.length === 0) return;
    await this.post('/purge', { ...SOFT_PURGE, 'content-type': 'application/json' }, JSON.stringify({ surrogate_keys: tags }));
  }

  purgeAll(): Promise<void> {
    return this.post('/purge_all', {});
  }

  private async post(path: string, headers: Record<string, string>, body?: string): Promise<void> {
    const answer = await send(this.fetchImpl, 'Fastly', `${this.service}${path}`, {
      method: 'POST',
      headers: { ...headers, 'fastly-key': this.#apiToken, accept: 'application/json' },
      body,
    });
    if (answer.status !== 200) throw refusal('Fastly', answer, reason(answer), retryAfterMs(answer.headers) ?? untilReset(answer));
  }
}

function reason(answer: Answer): string | null {
  const json = parseJson(answer.body);
  if (typeof json !== 'object' || json === null) return null;
  const msg = 'msg' in json && typeof json.msg === 'string' ? json.msg : '';
  const detail = 'detail' in json && typeof json.detail === 'string' ? json.detail : '';
  return [msg, detail].filter(Boolean).join(': ') || null;
}

/**
 * Purge-all counts against Fastly's hourly API limit (key purges do not); its 429 says when the window
 * reopens in Fastly-RateLimit-Reset, epoch seconds, rather than in Retry-After.
 */
function untilReset(answer: Answer, now = Date.now()): number | null {
  const reset = Number(answer.headers.get('fastly-ratelimit-reset') ?? Number.NaN);
  return Number.isInteger(reset) && reset > 0 ? Math.max(0, reset * 1000 - now) : null;
}
