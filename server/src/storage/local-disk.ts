import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { KEY_PATTERN, TooLargeError, type Storage } from './storage.js';

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
