import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config.js';
import {
  contentTypeOf,
  IMMUTABLE_CACHE,
  KEY_PATTERN,
  RangeNotSatisfiableError,
  StorageUnavailableError,
  TooLargeError,
  type ByteRange,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
} from './storage.js';

// A streamed upload holds at most about (PARALLEL_PARTS + 1) parts in memory, whatever the file's size.
const PART_BYTES = 5 * 1024 * 1024;
const PARALLEL_PARTS = 2;

const MISSING = new Set(['NoSuchKey', 'NotFound']);

const isMissing = (err: unknown) => err instanceof S3ServiceException && MISSING.has(err.name);
const isInvalidRange = (err: unknown) => err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416;

function unavailable(err: unknown): StorageUnavailableError {
  const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return new StorageUnavailableError(`object storage failed: ${reason}`, { cause: err });
}

/**
 * Media in an S3-compatible bucket. Region and credentials come from the SDK's own chain (AWS_REGION,
 * AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, instance roles), never from our configuration.
 * Every failure that is not "no such file" becomes a StorageUnavailableError, which callers answer with
 * a 503: the bucket being down is never the reader's fault.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // S3-compatible services differ in which of the newer integrity checksums they accept; outside AWS,
      // send and check them only where an operation requires one.
      ...(settings.endpoint ? ({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const) : {}),
      requestHandler: {
        connectionTimeout: 5_000,
        // Idle time on an open socket; a reader who pauses a video longer than this gets the stream cut
        // and resumes with a Range request.
        requestTimeout: 60_000,
        // Each reader streaming a video holds a socket for as long as it reads.
        httpAgent: new HttpAgent({ keepAlive: true, maxSockets: 256 }),
        httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: 256 }),
      },
    });
  }

  private checked(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.checked(key),
      Body: data,
      ContentType: contentType,
      CacheControl: IMMUTABLE_CACHE,
    });
    try {
      await this.client.send(command);
    } catch (err) {
      throw unavailable(err);
    }
  }

  async putStream(key: string, body: Readable, contentType: string, maxBytes: number): Promise<number> {
    let written = 0;
    let sourceError: unknown = null;
    const limited = Readable.from(
      (async function* () {
        try {
          for await (const chunk of body) {
            written += (chunk as Buffer).length;
            if (written > maxBytes) throw new TooLargeError('too large');
            yield chunk as Buffer;
          }
        } catch (err) {
          sourceError = err;
          throw err;
        }
      })(),
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.checked(key), Body: limited, ContentType: contentType, CacheControl: IMMUTABLE_CACHE },
      partSize: PART_BYTES,
      queueSize: PARALLEL_PARTS,
      // On any failure, including a body over maxBytes, the parts already sent are discarded.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return written;
    } catch (err) {
      // Stops reading the body, which releases the upload it comes from.
      limited.destroy();
      // The upload's own failure is the body's (too large, client gone) or the storage's.
      if (sourceError !== null) throw sourceError;
      throw unavailable(err);
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeOf(key),
        etag: head.ETag ?? '',
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw unavailable(err);
    }
  }

  async open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    let res;
    try {
      res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.checked(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      if (isInvalidRange(err)) {
        const info = await this.stat(key);
        if (!info) return null;
        throw new RangeNotSatisfiableError(info.size);
      }
      throw unavailable(err);
    }
    if (!(res.Body instanceof Readable)) throw unavailable(new Error('response body is not a stream'));
    // "bytes 100-199/5000" when the service honoured the range; a service that ignores ranges sends it all.
    const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? '');
    return {
      body: res.Body,
      size: served ? Number(served[3]) : (res.ContentLength ?? 0),
      contentType: res.ContentType ?? contentTypeOf(key),
      etag: res.ETag ?? '',
      lastModified: res.LastModified ?? new Date(0),
      ...(range && served ? { range: { start: Number(served[1]), end: Number(served[2]) } } : {}),
    };
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
    } catch (err) {
      if (isMissing(err)) return;
      throw unavailable(err);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  close(): void {
    this.client.destroy();
  }
}
