import { readFileSync } from 'node:fs';
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

describe('the back office assets', () => {
  it('are sent precompressed as the browser accepts, and cached for good', async () => {
    const assets = await entryAssets();
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      const file = join(ASSETS, path.slice('/admin/assets/'.length));
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);

      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);

      const identity = await get(path);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.equals(readFileSync(file))).toBe(true);
      expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.body.length).toBeLessThan(identity.body.length / 2);
    }
  });
});
