import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyWebm } from '../../seeders/tiny-webm.js';
import { createUser, login } from '../../testing/fixtures.js';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { ftyp, mdat, tinyMp4 } from '../../testing/video-fixtures.js';
import { Media } from '../../model/media.entity.js';

let server: TestApp & { url: string };
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ seeded: false });
  const u = await createUser(server.app, 'editor');
  cookie = await login(server.app, u.email, u.password);
});
afterAll(() => server?.close());

async function upload(data: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

/** Every file under the media directory, partial ones included. */
const storedFiles = () =>
  readdirSync(server.config.mediaDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(join(server.config.mediaDir, f)).isFile(),
  );
const mediaRows = () => server.app.orm.em.fork().count(Media, {});

describe('video uploads', () => {
  it('stores a real WebM and a real MP4 (movie box before or after the media data) and serves them back unchanged', async () => {
    for (const [data, name, mime] of [
      [await tinyWebm({ seconds: 1 }), 'گل اول.webm', 'video/webm'],
      [tinyMp4({ mediaBytes: 200_000 }), 'clip.mp4', 'video/mp4'],
      [tinyMp4({ moovFirst: true }), 'faststart.mp4', 'video/mp4'],
    ] as const) {
      const { status, body } = await upload(data, name, 'application/octet-stream');
      expect(status, name).toBe(201);
      expect(body).toMatchObject({ kind: 'video', mimeType: mime, size: data.length });
      const file = await fetch(`${server.url}${body.url as string}`);
      expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
    }
  });

  it('refuses with a Persian 415, storing no file and no row: an MP4 header over garbage, random bytes behind the WebM magic, a file without its movie box', async () => {
    const files = storedFiles();
    const rows = await mediaRows();
    for (const [data, name] of [
      [Buffer.concat([ftyp(), randomBytes(2 * 1024 * 1024)]), 'renamed.mp4'],
      [Buffer.concat([Buffer.from('1a45dfa3', 'hex'), randomBytes(1024 * 1024)]), 'random.webm'],
      [Buffer.concat([ftyp(), mdat(500_000)]), 'unfinished-recording.mp4'],
      [(await tinyWebm({ seconds: 1 })).subarray(0, 5000), 'cut.webm'],
    ] as const) {
      const { status, body } = await upload(data, name, 'video/mp4');
      expect(status, name).toBe(415);
      expect(body.message).toMatch(/خراب یا ناقص/);
    }
    expect(storedFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('keeps serving uploads after refusing one on the same server', async () => {
    await upload(Buffer.concat([ftyp(), randomBytes(300_000)]), 'bad.mp4', 'video/mp4');
    const { status } = await upload(tinyMp4(), 'good.mp4', 'video/mp4');
    expect(status).toBe(201);
  });
});
