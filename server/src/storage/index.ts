export {
  contentTypeOf,
  IMMUTABLE_CACHE,
  KEY_PATTERN,
  mediaUrlFor,
  RangeNotSatisfiableError,
  StorageUnavailableError,
  TooLargeError,
  type ByteRange,
  type MediaUrl,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
} from './storage.js';
export { LocalDiskStorage } from './local-disk.js';
export { S3Storage } from './s3.js';
export type { S3Settings } from '../config.js';
export { createStorage } from './create-storage.js';
