import type { MultipartFile } from '@fastify/multipart';
import type { RequiredEntityData } from '@mikro-orm/core';
import { LIMITS } from '@meydan/shared-types/constants';
import { MediaSchema } from '@meydan/shared-types/schemas';
import { normalizeText } from '@meydan/shared-types/text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { NoParamsSchema, NoQuerySchema } from '../../crud/route-schemas.js';
import { toRecord } from '../../crud/serialize.js';
import { HttpError } from '../../http-errors.js';
import { detectType, SNIFF_BYTES } from '../../storage/detect-type.js';
import { encodeImage, InvalidImageError } from '../../storage/images.js';
import { StorageUnavailableError, TooLargeError } from '../../storage/index.js';
import { InvalidVideoError, VideoContainerCheck } from '../../storage/video-container.js';
import { UnitOfWork } from '../../crud/unit-of-work.js';
import { variantUrls } from './media-url.js';
import { Media, type IMedia } from '../../model/media.entity.js';
import { mediaSearchKey } from '../../model/media-search.js';

const UNSUPPORTED = 'این نوع فایل پذیرفته نمی‌شود؛ فقط تصویر JPEG، PNG، WebP یا GIF و ویدیوی MP4 یا WebM.';
const BROKEN_VIDEO =
  'فایل ویدیو خراب یا ناقص است؛ فقط فایل کامل MP4 یا WebM پذیرفته می‌شود. فایل را دوباره از نرم‌افزار ضبط یا تدوین خروجی بگیرید.';
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Reads the first bytes of the upload without losing them for whoever consumes the stream next. */
async function sniff(file: MultipartFile): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const it = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const { value, done } = await it.next();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  return { head: Buffer.concat(chunks), rest: it };
}

function newKey(ext: string, suffix = ''): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}${suffix}.${ext}`;
}

function cleanName(name: string): string {
  // Only kept as a label: never part of a path.
  const base = name.split(/[\\/]/).pop() ?? '';
  return normalizeText(base.replace(/[\u0000-\u001f]/g, '')).slice(0, 255) || 'file';
}

/** The upload's record and its audit entry, as one unit of work. */
function insertMedia(request: FastifyRequest, data: RequiredEntityData<IMedia>): Promise<IMedia> {
  return UnitOfWork.run(request, async (uow) => {
    const media = uow.em.create(Media, data);
    await uow.em.flush();
    uow.audit({ action: 'create', resource: 'media', recordId: media.id });
    return media;
  });
}

export function mediaUploadRoutes(app: FastifyInstance): void {
  const schema = { params: NoParamsSchema, querystring: NoQuerySchema, response: { 201: MediaSchema } };
  app.post('/', { schema }, async (request, reply) => {
    try {
      return await handleUpload(app, request, reply);
    } catch (err) {
      // A refused upload may leave most of its body unread: the connection must not be reused for another request.
      reply.header('Connection', 'close');
      if (err instanceof StorageUnavailableError) {
        request.log.error({ err }, 'media storage unavailable during an upload');
        throw new HttpError(
          503,
          'فضای ذخیره‌سازی فایل‌ها موقتاً در دسترس نیست و فایل ذخیره نشد؛ چند لحظه بعد دوباره بارگذاری کنید.',
          undefined,
          { 'Retry-After': '10' },
        );
      }
      throw err;
    }
  });
}

async function handleUpload(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  {
    if (!request.isMultipart()) throw new HttpError(415, 'فایل را به صورت multipart/form-data در فیلد file بفرستید.');
    const file = await request.file({ limits: { fileSize: LIMITS.videoMaxBytes, files: 1, fields: 5 } });
    if (!file || file.fieldname !== 'file') throw new HttpError(400, 'فایلی در فیلد file فرستاده نشده است.');
    const altField = file.fields.alt as { value?: unknown } | undefined;
    // Multipart fields bypass the JSON checks: control characters (NUL breaks PostgreSQL) go here.
    const alt =
      typeof altField?.value === 'string' ? normalizeText(altField.value.replace(/[\u0000-\u001f]/g, '')).slice(0, 200) || null : null;

    const { head, rest } = await sniff(file);
    const type = detectType(head);
    if (!type) {
      file.file.resume();
      throw new HttpError(415, UNSUPPORTED);
    }
    const storage = app.storage;
    const originalName = cleanName(file.filename);

    if (type.kind === 'image') {
      const chunks = [head];
      let size = head.length;
      for (let r = await rest.next(); !r.done; r = await rest.next()) {
        size += r.value.length;
        if (size > LIMITS.imageMaxBytes) {
          file.file.resume();
          throw new HttpError(413, `حجم تصویر بیش از ${mb(LIMITS.imageMaxBytes)} مگابایت است.`);
        }
        chunks.push(r.value);
      }
      let encoded;
      try {
        encoded = await encodeImage(Buffer.concat(chunks), type.mime === 'image/gif' || type.mime === 'image/webp');
      } catch (err) {
        if (err instanceof InvalidImageError) throw new HttpError(415, 'فایل تصویر خراب است یا خوانده نمی‌شود.');
        throw err;
      }
      const key = newKey('webp');
      await storage.put(key, encoded.main, 'image/webp');
      const variants = [];
      for (const v of encoded.variants) {
        const vkey = key.replace(/\.webp$/, `-${v.width}.webp`);
        await storage.put(vkey, v.data, 'image/webp');
        variants.push({ width: v.width, height: v.height, key: vkey });
      }
      const media = await insertMedia(request, {
        kind: 'image',
        storageKey: key,
        originalName,
        mimeType: 'image/webp',
        size: encoded.main.length,
        width: encoded.width,
        height: encoded.height,
        alt,
        variants,
        searchText: mediaSearchKey({ originalName, alt }),
      });
      reply.status(201);
      return {
        ...toRecord(request.em.getMetadata().get('Media'), media, ['storageKey']),
        url: app.mediaUrl(key),
        variants: variantUrls(app.mediaUrl, media),
        usedBy: [],
      };
    }

    // Videos go straight to storage, chunk by chunk, never whole in memory. The container is checked as
    // the bytes pass: a broken one fails the stream (the storage drops its partial object) and is removed
    // again in case the storage kept anything.
    const key = newKey(type.ext);
    const container = new VideoContainerCheck(type.ext);
    const body = Readable.from(
      (async function* () {
        container.push(head);
        yield head;
        for (let r = await rest.next(); !r.done; r = await rest.next()) {
          container.push(r.value);
          yield r.value;
        }
        container.finish();
      })(),
    );
    let size: number;
    try {
      size = await storage.putStream(key, body, type.mime, LIMITS.videoMaxBytes);
    } catch (err) {
      if (err instanceof InvalidVideoError) {
        file.file.resume();
        await storage.remove(key);
        throw new HttpError(415, BROKEN_VIDEO);
      }
      if (err instanceof TooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, `حجم ویدیو بیش از ${mb(LIMITS.videoMaxBytes)} مگابایت است.`);
      }
      throw err;
    }
    if (file.file.truncated) {
      await storage.remove(key);
      throw new HttpError(413, `حجم ویدیو بیش از ${mb(LIMITS.videoMaxBytes)} مگابایت است.`);
    }
    const media = await insertMedia(request, {
      kind: 'video',
      storageKey: key,
      originalName,
      mimeType: type.mime,
      size,
      width: null,
      height: null,
      alt,
      variants: [],
      searchText: mediaSearchKey({ originalName, alt }),
    });
    reply.status(201);
    return { ...toRecord(request.em.getMetadata().get('Media'), media, ['storageKey']), url: app.mediaUrl(key), variants: [], usedBy: [] };
  }
}
