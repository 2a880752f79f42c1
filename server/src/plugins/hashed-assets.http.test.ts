import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Where each app’s hashed files are served and the folder the build wrote it to. */
const scripts = () => [
  { url: '/assets/', dir: join(t.app.config.siteDist, 'client', 'assets') },
  { url: '/admin/assets/', dir: join(t.app.config.adminDist, 'assets') },
];

describe("both apps' hashed scripts", () => {
  it('go out as the precompressed file the browser accepts, cached for good, varying by Accept-Encoding', async () => {
    for (const { url, dir } of scripts()) {
      const name = readdirSync(dir).find((file) => file.endsWith('.js'));
      expect(name, dir).toBeDefined();
      const file = join(dir, name!);
      const get = (acceptEncoding?: string) =>
        t.app.inject({ method: 'GET', url: url + name, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);
      const identity = await get();
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.rawPayload.equals(readFileSync(file))).toBe(true);

      for (const reply of [br, gzip, identity]) {
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // Each variant says so, the plain one too: a shared cache keeps one answer per coding.
        expect(reply.headers.vary).toBe('Accept-Encoding');
      }
    }
  });
});
