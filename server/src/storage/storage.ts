import type { Readable } from 'node:stream';

/** Inclusive byte offsets; without `end`, up to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFileInfo {
  /** Bytes in the whole file. */
  size: number;
  contentType: string;
  /** Quoted, as sent in an `ETag` header. */
  etag: string;
  lastModified: Date;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
  /** The part of the file `body` holds, inclusive; absent when it holds all of it. */
  range?: { start: number; end: number };
}

/**
 * Where uploaded files live: local disk (the default) or an S3-compatible bucket. URLs stay
 * `/media/{key}`, or point at a CDN in front of the storage (see `mediaUrlFor`).
 */
export interface Storage {
  /** Writes a whole buffer (image variants). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Streams a body of unknown length (videos) without holding it in memory; resolves to the bytes written. */
  putStream(key: string, body: Readable, contentType: string, maxBytes: number): Promise<number>;
  /**
   * A file's bytes, all of them or one range (videos seek); null when there is no such file.
   * Throws RangeNotSatisfiableError when the range starts past the end.
   */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Size, type and ETag without the bytes; null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections; the storage is not used afterwards. */
  close?(): void;
}

export class TooLargeError extends Error {}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (size ${size})`);
  }
}

/** The storage service could not be reached or refused us: worth retrying later, never the client's fault. */
export class StorageUnavailableError extends Error {}

/** Keys are server-generated: `yyyy/mm/<random>.<ext>`; nothing else is ever accepted. */
export const KEY_PATTERN = /^\d{4}\/\d{2}\/[a-z0-9-]+\.(webp|jpg|png|gif|mp4|webm)$/;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The type a key's extension stands for; the extension was chosen from the sniffed bytes. */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Files are never rewritten under the same key, so every copy may be kept for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The address readers fetch a stored file from, by its key. */
export type MediaUrl = (key: string) => string;

/**
 * `/media/{key}` on this site, or under the MEDIA_PUBLIC_URL of a CDN in front of the storage. Each app
 * has its own (`app.mediaUrl`), handed to whatever builds an address: two apps in one process (tests,
 * a preview beside the site) never see each other's.
 */
export function mediaUrlFor(base: string | null): MediaUrl {
  const root = base ? base.replace(/\/+$/, '') : '/media';
  return (key) => `${root}/${key}`;
}
