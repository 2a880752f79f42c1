import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts any signature made with these; the SDK reads them from the environment like real ones. */
export const S3RVER_ENV = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' } as const;

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The app's environment for storing media in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a random local port, over a temporary directory, with an
 * empty bucket. The caller puts S3RVER_ENV in process.env first (the SDK reads credentials there).
 */
export async function startS3rver(bucket = 'meydan-media'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'meydan-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, forcePathStyle: true });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  let closed = false;
  return {
    endpoint,
    bucket,
    env: { MEDIA_STORAGE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
