import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tinyWebm } from '../../seeders/tiny-webm.js';
import { createUser, login } from '../../testing/fixtures.js';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { S3RVER_ENV, startS3rver, type TestBucket } from '../../testing/s3rver.js';
import { ftyp, mdat, tinyMp4 } from '../../testing/video-fixtures.js';
import { Media } from '../../model/media.entity.js';

// The container check reads the bytes on their way to storage, whichever storage that is.
let bucket: TestBucket;
let server: TestApp & { url: string };
let cookie: string;

beforeAll(async () => {
  for (const [name, value] of Object.entries(S3RVER_ENV)) vi.stubEnv(name, value);
  bucket = await startS3rver();
  server = await startTestServer({ seeded: false, env: bucket.env });
  const u = await createUser(server.app, 'editor');
  cookie = await login(server.app, u.email, u.password);
});
afterAll(async () => {
  await server?.close();
  await bucket?.close();
  vi.unstubAllEnvs();
});

async function upload(data: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'video/mp4' }), name);
  const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as { message?: string; size?: number } };
}

async function objects(): Promise<string[]> {
  const client = new S3Client({ endpoint: bucket.endpoint, forcePathStyle: true });
  try {
    const list = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }));
    return (list.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

describe('video uploads to an S3 bucket', () => {
  it('stores real MP4 and WebM files, and refuses broken ones with a 415 leaving no object and no row', async () => {
    for (const [data, name] of [
      [tinyMp4({ mediaBytes: 100_000 }), 'clip.mp4'],
      [await tinyWebm({ seconds: 1 }), 'clip.webm'],
    ] as const) {
      const { status, body } = await upload(data, name);
      expect(status, name).toBe(201);
      expect(body.size).toBe(data.length);
    }
    const stored = await objects();
    const rows = await server.app.orm.em.fork().count(Media, {});
    expect(stored).toHaveLength(2);

    // Larger than one multipart part, so the bucket had an upload under way when the check failed.
    for (const [data, name] of [
      [Buffer.concat([ftyp(), randomBytes(6 * 1024 * 1024)]), 'renamed.mp4'],
      [Buffer.concat([ftyp(), mdat(6 * 1024 * 1024)]), 'no-moov.mp4'],
      [Buffer.concat([Buffer.from('1a45dfa3', 'hex'), randomBytes(300_000)]), 'random.webm'],
    ] as const) {
      const { status, body } = await upload(data, name);
      expect(status, name).toBe(415);
      expect(body.message).toMatch(/خراب یا ناقص/);
    }
    expect(await objects()).toEqual(stored);
    expect(await server.app.orm.em.fork().count(Media, {})).toBe(rows);
  });
});
