import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IMMUTABLE_CACHE,
  KEY_PATTERN,
  RangeNotSatisfiableError,
  StorageUnavailableError,
  type ByteRange,
  type Storage,
  type StoredFileInfo,
} from '../storage/index.js';
import { etagMatches, parseRange } from '../storage/http-range.js';
import { HttpError, notFound } from '../http-errors.js';
import { NoQuerySchema, WildcardParamsSchema } from '../crud/route-schemas.js';

const MISSING = 'این فایل وجود ندارد.';
const UNAVAILABLE = 'فایل‌های رسانه موقتاً در دسترس نیستند؛ چند لحظه بعد دوباره تلاش کنید.';

function describe(reply: FastifyReply, info: StoredFileInfo): void {
  reply.headers({
    'Cache-Control': IMMUTABLE_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    'Content-Type': info.contentType,
    'Last-Modified': info.lastModified.toUTCString(),
    ...(info.etag ? { ETag: info.etag } : {}),
  });
}

async function serve(storage: Storage, key: string, request: FastifyRequest, reply: FastifyReply) {
  const { headers } = request;
  // Conditional and suffix-range requests need the file's ETag or size before its bytes.
  let info: StoredFileInfo | null = null;
  const lookUp = async () => {
    info ??= await storage.stat(key);
    if (!info) throw notFound(MISSING);
    return info;
  };

  if (headers['if-none-match'] && etagMatches(headers['if-none-match'], (await lookUp()).etag)) {
    describe(reply, await lookUp());
    return reply.code(304).send();
  }
  if (request.method === 'HEAD') {
    const whole = await lookUp();
    describe(reply, whole);
    return reply.header('Content-Length', whole.size).send();
  }

  let requested = parseRange(headers.range);
  const ifRange = headers['if-range'];
  if (requested && ifRange) {
    // A reader resuming a download of an older copy gets the whole current file instead of a mismatched part.
    const current = await lookUp();
    if (ifRange !== current.etag && ifRange !== current.lastModified.toUTCString()) requested = null;
  }
  let range: ByteRange | undefined;
  if (requested && 'suffix' in requested) {
    const { size } = await lookUp();
    if (requested.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    range = { start: Math.max(0, size - requested.suffix), end: size - 1 };
  } else if (requested) {
    range = requested;
  }

  const file = await storage.open(key, range);
  if (!file) throw notFound(MISSING);
  describe(reply, file);
  if (file.range) {
    reply.code(206).header('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    reply.header('Content-Length', file.range.end - file.range.start + 1);
  } else {
    reply.header('Content-Length', file.size);
  }
  return reply.send(file.body);
}

/**
 * `/media/*` straight from a bucket, with the headers the local files get from @fastify/static, so every
 * app process serves every upload whichever process stored it.
 */
export function serveFromStorage(app: FastifyInstance, storage: Storage): void {
  // HEAD by hand: the HEAD route Fastify derives from a GET would report an empty body's length.
  const schema = { params: WildcardParamsSchema, querystring: NoQuerySchema };
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema,
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (!KEY_PATTERN.test(key)) throw notFound(MISSING);
      try {
        return await serve(storage, key, request, reply);
      } catch (err) {
        if (err instanceof RangeNotSatisfiableError) {
          throw new HttpError(416, 'بازهٔ درخواست‌شده بیرون از اندازهٔ فایل است.', undefined, { 'Content-Range': `bytes */${err.size}` });
        }
        if (err instanceof StorageUnavailableError) {
          request.log.error({ err }, 'media storage unavailable');
          throw new HttpError(503, UNAVAILABLE, undefined, { 'Retry-After': '10' });
        }
        throw err;
      }
    },
  });
}
