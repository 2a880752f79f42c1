import { createHash, webcrypto } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** A response body as it is kept and sent: hashed once, compressed once per encoding, tagged with what it shows. */
export interface Rendered {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Whether the body is worth compressing (see `variant`). */
  compressible: boolean;
  /** Compressed variants made so far, or being made (see `variant`). */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer | null>>>;
  /** Variants of a kept body made for speed, to be made again for size when asked for again (see `variant`). */
  provisional?: Partial<Record<Encoding, true>>;
  etag: string | null;
  /** Content this body shows (`news:12`, `list:news`…): a change to any of them invalidates it. */
  tags: readonly string[];
  /** Its tags and lifetime as told to a cache in front (see send-rendered.ts), made on first use. */
  front?: Readonly<Record<string, string>>;
  /** What the body was made from, kept so the page, its payload and its JSON share one load. */
  data?: unknown;
  /** Memory held: the body, the variants made so far and an estimate for `data`. */
  bytes: number;
  /** Told of memory a variant added after the body was kept (set by the cache that keeps it). */
  onGrow?: (bytes: number) => void;
}

export interface RenderInput {
  status?: number;
  type: string;
  body: string | Buffer;
  tags?: readonly string[];
  headers?: Record<string, string>;
  data?: unknown;
}

const MIN_COMPRESS_BYTES = 1024;

/**
 * Brotli at quality 6 with a window just large enough for the body. Measured on a 41 KB article: quality
 * 9 costs 11 ms of CPU for a 1.4 % smaller body, quality 6 1.3 ms; and brotli's default 4 MB window makes
 * even a 12 KB payload cost 6 ms (allocating and freeing the encoder) where a sized one costs 0.5 ms.
 * A body's first variant is made for speed, quality 3 and gzip level 4 (on a 71 KB team page 0.25 and
 * 0.41 ms against 0.86 and 0.67 ms for 6, for 18 and 6 % more bytes; quality 4 took 0.48 ms for 6 %
 * fewer bytes than 3): a miss pays for it while its reader waits, and most misses of a large archive (a
 * crawler's, an old link's) are read once. A kept body asked for a second time is worth the smaller
 * one, made then in the background (see `variant`).
 */
const QUALITY = { kept: { br: 6, gzip: 6 }, once: { br: 3, gzip: 4 } };
const compress = (body: Buffer, encoding: Encoding, quality: (typeof QUALITY)['kept']) =>
  encoding === 'br' ? brotli(body, { params: brotliParams(body.length, quality.br) }) : gz(body, { level: quality.gzip });
const brotliParams = (bytes: number, quality: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_LGWIN]: Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  ),
  [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
});

/**
 * Bodies up to this size are hashed at once (SHA-1 runs at about a gigabyte a second: 64 µs at most);
 * larger ones in the thread pool, where WebCrypto's own overhead is worth paying.
 */
const HASH_INLINE_BYTES = 64 * 1024;

async function sha1(body: Buffer): Promise<Buffer> {
  if (body.length <= HASH_INLINE_BYTES) return createHash('sha1').update(body).digest();
  return Buffer.from(await webcrypto.subtle.digest('SHA-1', body));
}

/**
 * Builds a cacheable body with its ETag (see `sha1`). Nothing is compressed
 * yet: many bodies are never asked for in one encoding or the other (a page's payload is rendered with
 * the page but fetched only on a client-side visit), so `variant` compresses each one on first demand.
 */
export async function renderBody(input: RenderInput): Promise<Rendered> {
  const body = typeof input.body === 'string' ? Buffer.from(input.body) : input.body;
  const status = input.status ?? 200;
  const compressible = body.length >= MIN_COMPRESS_BYTES;
  const etag = status === 200 ? `"${(await sha1(body)).toString('base64url')}"` : null;
  const headers: Record<string, string> = { 'content-type': input.type, ...input.headers };
  if (compressible) headers.vary = 'Accept-Encoding';
  if (etag) headers.etag = etag;
  return {
    status,
    headers,
    body,
    compressible,
    encoded: {},
    etag,
    tags: input.tags ?? [],
    data: input.data,
    // Kept data is roughly as large as its JSON.
    bytes: body.length + (input.data === undefined ? 0 : body.length) + 512,
  };
}

/**
 * The body compressed in `encoding`: kept once made, so it is compressed once however often it is
 * sent, and made in zlib's thread pool (a 5 MB sitemap never holds the event loop). A Buffer when
 * ready, a promise while the first request for it waits; null when the body is not worth compressing
 * or compression failed (the plain body is sent then). The first variant is made for speed; a kept
 * body's is made again for size when a second request asks for it, and replaces it once made.
 */
export function variant(rendered: Rendered, encoding: Encoding): Buffer | Promise<Buffer | null> | null {
  if (!rendered.compressible) return null;
  const kept = rendered.encoded[encoding];
  if (kept) {
    if (rendered.provisional?.[encoding] && rendered.onGrow && Buffer.isBuffer(kept)) remake(rendered, encoding, kept);
    return kept;
  }
  const { body } = rendered;
  const made = compress(body, encoding, QUALITY.once).then(
    (buf) => {
      rendered.encoded[encoding] = buf;
      (rendered.provisional ??= {})[encoding] = true;
      rendered.bytes += buf.length;
      rendered.onGrow?.(buf.length);
      return buf;
    },
    () => {
      delete rendered.encoded[encoding];
      return null;
    },
  );
  rendered.encoded[encoding] = made;
  return made;
}

/** The kept body's variant made again for size; the fast one stays if that fails. */
function remake(rendered: Rendered, encoding: Encoding, fast: Buffer): void {
  delete rendered.provisional![encoding];
  compress(rendered.body, encoding, QUALITY.kept).then(
    (small) => {
      if (rendered.encoded[encoding] !== fast || small.length >= fast.length) return;
      rendered.encoded[encoding] = small;
      rendered.bytes += small.length - fast.length;
      rendered.onGrow?.(small.length - fast.length);
    },
    () => undefined,
  );
}
