import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk is the default; an S3-compatible implementation only has to
 * provide these four operations, and URLs stay `/media/{key}` (or a CDN origin in front of it).
 */
export interface Storage {
  /** Writes a whole buffer (image variants). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Streams a body of unknown length (videos) without holding it in memory; resolves to the bytes written. */
  putStream(key: string, body: Readable, contentType: string, maxBytes: number): Promise<number>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class TooLargeError extends Error {}

/** Keys are server-generated: `yyyy/mm/<random>.<ext>`; nothing else is ever accepted. */
export const KEY_PATTERN = /^\d{4}\/\d{2}\/[a-z0-9-]+\.(webp|jpg|png|gif|mp4|webm)$/;

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
