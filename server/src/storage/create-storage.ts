import type { Config } from '../config.js';
import { LocalDiskStorage } from './local-disk.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

/** The storage the configuration names; the app, the CLI seed and the benchmark all get theirs here. */
export function createStorage(config: Pick<Config, 'mediaStorage' | 'mediaDir' | 's3'>): Storage {
  if (config.mediaStorage === 'local') return new LocalDiskStorage(config.mediaDir);
  if (!config.s3) throw new Error('MEDIA_STORAGE=s3 without S3 settings');
  return new S3Storage(config.s3);
}
