export { mediaUrl, TooLargeError, KEY_PATTERN, type Storage } from './storage.js';
export { LocalDiskStorage } from './local-disk.js';
