import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { S3Storage } from '../storage/s3.js';
import { S3RVER_ENV, startS3rver, type TestBucket } from '../testing/s3rver.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { main } from './main.js';

let tdb: TestDatabase;
let bucket: TestBucket;

beforeAll(async () => {
  for (const [name, value] of Object.entries(S3RVER_ENV)) vi.stubEnv(name, value);
  bucket = await startS3rver();
  tdb = await createTestDatabase({ seeded: false });
}, 120_000);
afterAll(async () => {
  await tdb?.drop();
  await bucket?.close();
  vi.unstubAllEnvs();
});

it('seeds the demo pictures, their widths and the video into the configured bucket', async () => {
  let err = '';
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: tdb.dataDir,
    MEDIA_DIR: tdb.mediaDir,
    ...bucket.env,
    ...(tdb.databaseUrl ? { DATABASE_URL: tdb.databaseUrl } : {}),
  };
  const io = {
    stdout: { write: () => true },
    stderr: { write: (s: string) => ((err += s), true) },
    interactive: false,
    prompt: async () => '',
    readStdin: async () => '',
  };
  expect(await main(['seed', '--demo'], env, io), err).toBe(0);

  const db = await openDatabase({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir }, { migrate: false });
  let rows: { storage_key: string; variants: { key: string }[] }[];
  try {
    rows = await db.orm.em.fork().execute('select storage_key, variants from media');
  } finally {
    await db.close();
  }
  const keys = rows.flatMap((r) => [r.storage_key, ...r.variants.map((v) => v.key)]);
  expect(keys.some((k) => k.endsWith('.webm'))).toBe(true);
  expect(keys.length).toBeGreaterThan(rows.length);
  const storage = new S3Storage({ bucket: bucket.bucket, endpoint: bucket.endpoint, forcePathStyle: true });
  try {
    const missing = [];
    for (const key of keys) if (!(await storage.exists(key))) missing.push(key);
    expect(missing).toEqual([]);
  } finally {
    storage.close();
  }
  expect(readdirSync(tdb.mediaDir, { recursive: true })).toEqual([]);
}, 180_000);
