import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOf,
  KEY_PATTERN,
  RangeNotSatisfiableError,
  TooLargeError,
  type ByteRange,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
} from './storage.js';

export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const full = resolve(this.root, key);
    if (!full.startsWith(resolve(this.root) + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(`${file}.part`, data);
    await rename(`${file}.part`, file);
  }

  async putStream(key: string, body: NodeJS.ReadableStream, _type: string, maxBytes: number): Promise<number> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    let written = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _enc, done) {
        written += chunk.length;
        if (written > maxBytes) done(new TooLargeError('too large'));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(`${file}.part`));
      await rename(`${file}.part`, file);
      return written;
    } catch (err) {
      await rm(`${file}.part`, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const s = await stat(this.path(key));
      if (!s.isFile()) return null;
      // The format @fastify/static sends for the same file, so a reader's cached copy stays valid either way.
      const etag = `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`;
      return { size: s.size, contentType: contentTypeOf(key), etag, lastModified: s.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async open(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const info = await this.stat(key);
    if (!info) return null;
    if (!range) return { ...info, body: createReadStream(this.path(key)) };
    const end = Math.min(range.end ?? Infinity, info.size - 1);
    if (range.start >= info.size || end < range.start) throw new RangeNotSatisfiableError(info.size);
    return { ...info, body: createReadStream(this.path(key), { start: range.start, end }), range: { start: range.start, end } };
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.path(key));
      return true;
    } catch {
      return false;
    }
  }

  /** Absolute directory served under /media/. */
  get directory(): string {
    return this.root;
  }
}
