import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tinyWebm } from '../../seeders/tiny-webm.js';
import { createUser, login } from '../../testing/fixtures.js';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { S3RVER_ENV, startS3rver, type TestBucket } from '../../testing/s3rver.js';

type Server = TestApp & { url: string };
type Uploaded = { id: number; url: string; size: number; variants: { width: number; url: string }[] };

let bucket: TestBucket;
let server: Server;
let cookie: string;

beforeAll(async () => {
  for (const [name, value] of Object.entries(S3RVER_ENV)) vi.stubEnv(name, value);
  bucket = await startS3rver();
  server = await startTestServer({ seeded: false, env: bucket.env });
  const admin = await createUser(server.app, 'admin');
  cookie = await login(server.app, admin.email, admin.password);
});
afterAll(async () => {
  await server?.close();
  await bucket?.close();
  vi.unstubAllEnvs();
});

async function upload(data: Buffer, name: string, type: string): Promise<{ status: number; body: Uploaded & { message?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Uploaded & { message?: string } };
}

const jpeg = () =>
  sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .jpeg()
    .toBuffer();

function expectMediaHeaders(res: Response, type: string) {
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('accept-ranges')).toBe('bytes');
  expect(res.headers.get('etag')).toMatch(/^".+"$/);
}

describe('media in an S3 bucket', () => {
  let image: Uploaded;
  let video: Uploaded;
  let webm: Buffer;

  it('stores an uploaded picture and its widths in the bucket, not on local disk', async () => {
    const { status, body } = await upload(await jpeg(), 'gol.jpg', 'image/jpeg');
    expect(status).toBe(201);
    image = body;
    expect(image.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(readdirSync(server.config.mediaDir, { recursive: true })).toEqual([]);

    const client = new S3Client({ endpoint: bucket.endpoint, forcePathStyle: true });
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: image.url.slice('/media/'.length) }));
      expect(head.ContentType).toBe('image/webp');
      // A CDN in front of the bucket keeps the files as long as /media does.
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    } finally {
      client.destroy();
    }
  });

  it('serves the picture and a width from /media with immutable caching, its ETag and 304', async () => {
    const res = await fetch(`${server.url}${image.url}`);
    expect(res.status).toBe(200);
    expectMediaHeaders(res, 'image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).width).toBe(1400);

    const small = await fetch(`${server.url}${image.variants[0].url}`);
    expect(small.status).toBe(200);
    expectMediaHeaders(small, 'image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);

    const again = await fetch(`${server.url}${image.url}`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const head = await fetch(`${server.url}${image.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('streams an uploaded video and lets a player seek with Range requests', async () => {
    webm = await tinyWebm();
    const { status, body } = await upload(webm, 'khulase.webm', 'video/webm');
    expect(status).toBe(201);
    video = body;
    expect(video.size).toBe(webm.length);

    const whole = await fetch(`${server.url}${video.url}`);
    expect(whole.status).toBe(200);
    expectMediaHeaders(whole, 'video/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(webm)).toBe(true);

    const part = await fetch(`${server.url}${video.url}`, { headers: { range: 'bytes=100-299' } });
    expect(part.status).toBe(206);
    expectMediaHeaders(part, 'video/webm');
    expect(part.headers.get('content-range')).toBe(`bytes 100-299/${webm.length}`);
    expect(part.headers.get('content-length')).toBe('200');
    expect(Buffer.from(await part.arrayBuffer()).equals(webm.subarray(100, 300))).toBe(true);

    const rest = await fetch(`${server.url}${video.url}`, { headers: { range: `bytes=${webm.length - 10}-` } });
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer()).equals(webm.subarray(webm.length - 10))).toBe(true);

    const last = await fetch(`${server.url}${video.url}`, { headers: { range: 'bytes=-64' } });
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toBe(`bytes ${webm.length - 64}-${webm.length - 1}/${webm.length}`);
    expect(Buffer.from(await last.arrayBuffer()).equals(webm.subarray(webm.length - 64))).toBe(true);

    const beyond = await fetch(`${server.url}${video.url}`, { headers: { range: `bytes=${webm.length + 5}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${webm.length}`);
  });

  it('serves the same files from another app process pointed at the bucket', async () => {
    const other = await startTestServer({ seeded: false, env: bucket.env });
    try {
      const res = await fetch(`${other.url}${video.url}`, { headers: { range: 'bytes=0-99' } });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(webm.subarray(0, 100))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for keys that do not exist or could never be keys', async () => {
    for (const path of [
      '/media/2025/01/00000000-0000-0000-0000-000000000000.webp',
      '/media/notes.txt',
      '/media/2025/01/x.html',
      '/media/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/immutable/);
    }
  });

  it('removes the file and all its widths from the bucket when the record is deleted', async () => {
    const res = await fetch(`${server.url}/api/admin/media/${image.id}`, { method: 'DELETE', headers: { cookie } });
    expect(res.status).toBe(200);
    for (const url of [image.url, ...image.variants.map((v) => v.url)]) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
    }
  });

  it('answers 503 with Retry-After, never 500, while the bucket is unreachable', async () => {
    await bucket.close();
    const res = await fetch(`${server.url}${video.url}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect(((await res.json()) as { message: string }).message).toMatch(/موقتاً/);

    const refused = await upload(await jpeg(), 'gol.jpg', 'image/jpeg');
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/دوباره بارگذاری/);
  });
});
