import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('media storage settings', () => {
  it('keeps media on local disk unless told otherwise', () => {
    expect(load({})).toMatchObject({ mediaStorage: 'local', s3: null, mediaPublicUrl: null });
  });

  it('reads a bucket on an S3-compatible service, path-style by default there', () => {
    expect(load({ MEDIA_STORAGE: 's3', S3_BUCKET: 'meydan-media', S3_ENDPOINT: 'http://minio:9000/' })).toMatchObject({
      mediaStorage: 's3',
      s3: { bucket: 'meydan-media', endpoint: 'http://minio:9000', forcePathStyle: true },
    });
    expect(load({ MEDIA_STORAGE: 's3', S3_BUCKET: 'meydan-media' }).s3).toEqual({
      bucket: 'meydan-media',
      endpoint: null,
      forcePathStyle: false,
    });
    expect(
      load({ MEDIA_STORAGE: 's3', S3_BUCKET: 'meydan-media', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3
        ?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses settings that would lose uploads or never connect, naming the variable to fix', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ MEDIA_STORAGE: 's3' }, /MEDIA_STORAGE=s3 needs S3_BUCKET/],
      [{ MEDIA_STORAGE: 'gcs' }, /MEDIA_STORAGE must be "local" or "s3"/],
      [{ S3_BUCKET: 'meydan-media' }, /S3_BUCKET is set but MEDIA_STORAGE is not "s3"/],
      [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'Meydan_Media' }, /S3_BUCKET is not a valid bucket name/],
      [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'meydan-media', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
      [
        { MEDIA_STORAGE: 's3', S3_BUCKET: 'meydan-media', S3_FORCE_PATH_STYLE: 'yes please' },
        /S3_FORCE_PATH_STYLE must be "true" or "false"/,
      ],
      [{ MEDIA_PUBLIC_URL: 'cdn.meydan.example' }, /MEDIA_PUBLIC_URL is not a URL/],
      [{ MEDIA_PUBLIC_URL: 'https://cdn.meydan.example/?v=1' }, /MEDIA_PUBLIC_URL must not have a query/],
    ];
    for (const [env, message] of cases) expect(() => load(env), JSON.stringify(env)).toThrow(message);
    expect(() => load({ MEDIA_STORAGE: 's3' })).toThrow(ConfigError);
  });

  it('takes a CDN address with or without a trailing slash', () => {
    expect(load({ MEDIA_PUBLIC_URL: 'https://cdn.meydan.example/media/' }).mediaPublicUrl).toBe('https://cdn.meydan.example/media');
    expect(load({ MEDIA_PUBLIC_URL: 'https://cdn.meydan.example' }).mediaPublicUrl).toBe('https://cdn.meydan.example');
  });
});
