import { checkTags, parseJson, refusal, send } from './purge-request.js';
import { type CdnPurger } from './purger.js';

/**
 * Purges a Cloudflare zone through its purge API (https://developers.cloudflare.com/api/resources/cache/methods/purge/):
 *
 *   POST {apiBase}/zones/{zone_id}/purge_cache
 *   Authorization: Bearer <token>        (an API token with the zone's Cache Purge permission)
 *   {"tags": ["news:12", …]}  or  {"purge_everything": true}
 *
 * Cloudflare answers `{"success": true|false, "errors": [{"code", "message"}], …}`; a purge succeeded
 * only on a 200 that says `success: true`.
 */

/**
 * Purge by tag is on every plan, at most 100 tags per request ("max operations per request",
 * https://developers.cloudflare.com/cache/how-to/purge-cache/#purge-limits). The requests per second
 * depend on the plan (Free: 5 a minute, Enterprise: 50 a second); past them the API answers 429.
 */
const MAX_TAGS = 100;

export interface CloudflareSettings {
  zoneId: string;
  apiToken: string;
  apiBase?: string;
}

export class CloudflarePurger implements CdnPurger {
  readonly name = 'cloudflare';
  readonly maxTagsPerCall = MAX_TAGS;
  private readonly endpoint: string;
  /** A true private field: a logged or serialised purger does not show it. */
  readonly #apiToken: string;

  constructor(
    { zoneId, apiToken, apiBase = 'https://api.cloudflare.com/client/v4' }: CloudflareSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.endpoint = `${apiBase.replace(/\/+$/, '')}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
    this.#apiToken = apiToken;
  }

  async purgeTags(tags: readonly string[]): Promise<void> {
    checkTags('Cloudflare', tags, MAX_TAGS);
    if (tags.length > 0) await this.purge({ tags });
  }

  purgeAll(): Promise<void> {
    return this.purge({ purge_everything: true });
  }

  private async purge(body: { tags: readonly string[] } | { purge_everything: true }): Promise<void> {
    const answer = await send(this.fetchImpl, 'Cloudflare', this.endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.#apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const result = readResult(parseJson(answer.body));
    if (answer.status === 200 && result.success) return;
    throw refusal('Cloudflare', answer, result.errors || (answer.status === 200 ? 'success is not true' : null));
  }
}

/** The parts of Cloudflare's answer envelope read here; anything else (an HTML page from a proxy) reads as a failure. */
function readResult(json: unknown): { success: boolean; errors: string } {
  if (typeof json !== 'object' || json === null) return { success: false, errors: '' };
  const success = 'success' in json && json.success === true;
  const errors = 'errors' in json && Array.isArray(json.errors) ? json.errors : [];
  return { success, errors: errors.map(describeError).join('; ') };
}

function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const message = 'message' in error && typeof error.message === 'string' ? error.message : 'error';
  return 'code' in error && typeof error.code === 'number' ? `${message} [${error.code}]` : message;
}
