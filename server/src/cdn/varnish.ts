import { checkTags, refusal, send } from './purge-request.js';
import { PurgeFailed, type CdnPurger } from './purger.js';

/**
 * Purges Varnish caches that run the xkey vmod (varnish-modules). What the VCL must do with the two
 * requests this sends to every address:
 *
 *   PURGE  with `xkey-purge: news:12 list:news layout`  →  xkey.purge(req.http.xkey-purge), answer 200
 *   BAN    (no tags)                                   →  ban("obj.status != 0"), answer 200
 *
 * The header is named `xkey-purge`, tags separated by single spaces. Anything but a 200 is a failure;
 * the VCL should let only the app's addresses send either method.
 */
const XKEY_HEADER = 'xkey-purge';

/**
 * Varnish answers 400 to a request header longer than http_req_hdr_len, 8 KB by default, name
 * included. Our tags are at most about 20 bytes (`comments:2147483647` is 19), so 256 of them and
 * their spaces make some 5.4 KB: well inside, with no parameter to raise on the Varnish side. Longer
 * tags are refused here, with a message, rather than by Varnish.
 */
const MAX_TAGS = 256;
const HEADER_MAX_BYTES = 8000;

export class VarnishPurger implements CdnPurger {
  readonly name = 'varnish';
  readonly maxTagsPerCall = MAX_TAGS;

  constructor(
    private readonly urls: readonly URL[],
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    if (urls.length === 0) throw new Error('VarnishPurger needs at least one Varnish address');
  }

  async purgeTags(tags: readonly string[]): Promise<void> {
    checkTags('Varnish', tags, MAX_TAGS);
    if (tags.length === 0) return;
    const header = tags.join(' ');
    if (Buffer.byteLength(header) > HEADER_MAX_BYTES)
      throw new PurgeFailed(`Varnish: ${tags.length} tags make a ${XKEY_HEADER} header over ${HEADER_MAX_BYTES} bytes`, false);
    await this.onEveryAddress({ method: 'PURGE', headers: { [XKEY_HEADER]: header } });
  }

  purgeAll(): Promise<void> {
    return this.onEveryAddress({ method: 'BAN' });
  }

  /**
   * Each Varnish keeps its own copies, so a purge counts only once every one has dropped them. A retry
   * purges again those that already did, which costs nothing: the objects are already gone.
   */
  private async onEveryAddress(init: RequestInit): Promise<void> {
    const results = await Promise.allSettled(this.urls.map((url) => this.purgeAt(url, init)));
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [asPurgeFailed(result.reason)] : []));
    if (failures.length === 0) return;
    // A refusal that will not change at one address makes retrying the whole purge pointless.
    const retryable = failures.every((failure) => failure.retryable);
    const waits = failures.flatMap((failure) => (failure.retryAfterMs === null ? [] : [failure.retryAfterMs]));
    throw new PurgeFailed(
      `${failures.length} of ${this.urls.length} Varnish addresses failed: ${failures.map((failure) => failure.message).join('; ')}`,
      retryable,
      retryable && waits.length > 0 ? Math.max(...waits) : null,
    );
  }

  private async purgeAt(url: URL, init: RequestInit): Promise<void> {
    const cdn = `Varnish ${url.host}`;
    const answer = await send(this.fetchImpl, cdn, url, init);
    if (answer.status !== 200) throw refusal(cdn, answer, answer.statusText || null);
  }
}

const asPurgeFailed = (reason: unknown): PurgeFailed =>
  reason instanceof PurgeFailed ? reason : new PurgeFailed(`Varnish: ${String(reason)}`, true);
