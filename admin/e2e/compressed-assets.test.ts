import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

const ASSETS = join(import.meta.dirname, '../dist/assets');

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent, undecoded (fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl()), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The entry script and stylesheet the back office's page loads. */
async function entryAssets(): Promise<string[]> {
  const html = (await get('/auth/login')).body.toString('utf8');
  return [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
}

/** One asset as a browser with brotli, one with gzip only and a client accepting neither receive it. */
async function expectPrecompressed(path: string) {
  const file = join(ASSETS, path.slice('/admin/assets/'.length));
  const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.status, path).toBe(200);
  expect(br.headers['content-encoding'], path).toBe('br');
  expect(br.body.equals(readFileSync(`${file}.br`)), path).toBe(true);
  expect(br.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary, path).toMatch(/accept-encoding/i);

  const gzip = await get(path, { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding'], path).toBe('gzip');
  expect(gzip.body.equals(readFileSync(`${file}.gz`)), path).toBe(true);

  const identity = await get(path);
  expect(identity.headers['content-encoding'], path).toBeUndefined();
  expect(identity.body.equals(readFileSync(file)), path).toBe(true);
  expect(identity.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
  return { sent: br.body.length, size: identity.body.length };
}

describe('the back office assets', () => {
  it('are sent precompressed as the browser accepts, and cached for good', async () => {
    const assets = await entryAssets();
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      const { sent, size } = await expectPrecompressed(path);
      expect(sent).toBeLessThan(size / 2);
    }
  });

  it('include every script and stylesheet loaded later, such as the news editor', async () => {
    // The screens' own chunks weigh more than the entry: the news editor's rich text alone is ~0.4 MB.
    const files = readdirSync(ASSETS).filter((name) => /\.(js|css)$/.test(name));
    expect(files.some((name) => name.startsWith('RichTextInput-'))).toBe(true);
    let sent = 0;
    let size = 0;
    for (const name of files) {
      const one = await expectPrecompressed(`/admin/assets/${name}`);
      sent += one.sent;
      size += one.size;
    }
    // About a quarter of the bytes go over the wire (4.3 MB of scripts and styles as 1.1 MB of brotli).
    expect(sent).toBeLessThan(size / 3);
  });
});
