import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3RVER_ENV, startS3rver, type TestBucket } from '../testing/s3rver.js';
import { LocalDiskStorage } from './local-disk.js';
import { S3Storage } from './s3.js';
import { RangeNotSatisfiableError, TooLargeError, type Storage } from './storage.js';

// Whatever the SDK prints about the running Node version would land in every operator's log.
const warnings: string[] = [];
process.on('warning', (w) => warnings.push(`${w.name}: ${w.message}`));

let bucket: TestBucket;
let dir: string;

beforeAll(async () => {
  for (const [name, value] of Object.entries(S3RVER_ENV)) vi.stubEnv(name, value);
  bucket = await startS3rver();
  dir = mkdtempSync(join(tmpdir(), 'meydan-storage-'));
});
afterAll(async () => {
  await bucket?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const adapters: [string, () => Storage][] = [
  ['local disk', () => new LocalDiskStorage(dir)],
  ['S3 (s3rver)', () => new S3Storage({ bucket: bucket.bucket, endpoint: bucket.endpoint, forcePathStyle: true })],
];

let serial = 0;
const newKey = (ext = 'webm') => `2025/07/contract-${process.pid}-${++serial}.${ext}`;

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A body whose length nobody knows in advance, as an upload arrives. */
function chunked(data: Buffer, chunkBytes = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += chunkBytes) yield data.subarray(i, i + chunkBytes);
    })(),
  );
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(adapters)('storage on %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage?.close?.());

  it('gives back what was put, with its size, type and an ETag', async () => {
    const key = newKey('webp');
    const data = randomBytes(4000);
    await storage.put(key, data, 'image/webp');
    const file = await storage.open(key);
    expect(file).not.toBeNull();
    expect(file!.size).toBe(4000);
    expect(file!.contentType).toBe('image/webp');
    expect(file!.etag).toMatch(/^(W\/)?".+"$/);
    expect(file!.range).toBeUndefined();
    expect((await read(file!.body)).equals(data)).toBe(true);
    const info = await storage.stat(key);
    expect(info).toMatchObject({ size: 4000, contentType: 'image/webp', etag: file!.etag });
    expect(await storage.exists(key)).toBe(true);
  });

  it('reads one byte range of a file, as a video player seeking does', async () => {
    const key = newKey();
    const data = randomBytes(10_000);
    await storage.put(key, data, 'video/webm');

    const middle = await storage.open(key, { start: 1000, end: 1999 });
    expect(middle!.range).toEqual({ start: 1000, end: 1999 });
    expect(middle!.size).toBe(10_000);
    expect((await read(middle!.body)).equals(data.subarray(1000, 2000))).toBe(true);

    const tail = await storage.open(key, { start: 9990 });
    expect(tail!.range).toEqual({ start: 9990, end: 9999 });
    expect((await read(tail!.body)).equals(data.subarray(9990))).toBe(true);

    const past = await storage.open(key, { start: 9000, end: 20_000 });
    expect(past!.range).toEqual({ start: 9000, end: 9999 });
    expect((await read(past!.body)).length).toBe(1000);

    await expect(storage.open(key, { start: 10_000 })).rejects.toSatisfy(
      (err) => err instanceof RangeNotSatisfiableError && err.size === 10_000,
    );
  });

  it('streams a body of unknown length in and reports the bytes written', async () => {
    // Larger than one multipart part, so the S3 adapter uploads it in parts.
    const data = randomBytes(12 * 1024 * 1024 + 123);
    const key = newKey();
    const written = await storage.putStream(key, chunked(data), 'video/webm', 20 * 1024 * 1024);
    expect(written).toBe(data.length);
    const file = await storage.open(key);
    expect(file!.size).toBe(data.length);
    expect(file!.contentType).toBe('video/webm');
    expect(sha(await read(file!.body))).toBe(sha(data));
  });

  it('refuses a streamed body over the size limit and keeps nothing of it', async () => {
    const key = newKey();
    const data = randomBytes(12 * 1024 * 1024);
    await expect(storage.putStream(key, chunked(data), 'video/webm', 7 * 1024 * 1024)).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();

    const small = newKey();
    await expect(storage.putStream(small, chunked(randomBytes(3000), 500), 'video/webm', 2000)).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.exists(small)).toBe(false);
  });

  it('removes a file, and removing a missing one is no error', async () => {
    const key = newKey('webp');
    await storage.put(key, randomBytes(100), 'image/webp');
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers null for keys that were never stored', async () => {
    const key = newKey('mp4');
    expect(await storage.open(key)).toBeNull();
    expect(await storage.open(key, { start: 0, end: 9 })).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses keys the server did not generate', async () => {
    await expect(storage.put('../../etc/passwd.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('2025/07/page.html', Buffer.from('x'), 'text/html')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('the S3 client', () => {
  it('prints no warning on this Node version', () => {
    expect(warnings.filter((w) => /AWS SDK|NodeVersionSupport|NodeDeprecation/i.test(w))).toEqual([]);
  });
});
