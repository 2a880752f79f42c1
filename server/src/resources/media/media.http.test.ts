import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';
import { tinyMp4 } from '../../testing/video-fixtures.js';

let server: TestApp & { url: string };
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ seeded: false });
  const u = await createUser(server.app, 'editor');
  cookie = await login(server.app, u.email, u.password);
});
afterAll(() => server?.close());

async function upload(data: Buffer, name: string, type = 'application/octet-stream', alt?: string) {
  const form = new FormData();
  if (alt) form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('media upload', () => {
  it('re-encodes an image to WebP with resized variants and serves it with its type and nosniff', async () => {
    const { status, body } = await upload(await png(1600, 900), 'عکس بازی.png', 'image/png', 'شادی بازیکنان');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      kind: 'image',
      mimeType: 'image/webp',
      width: 1600,
      height: 900,
      alt: 'شادی بازیکنان',
      originalName: 'عکس بازی.png',
    });
    const variants = body.variants as { width: number; height: number; url: string }[];
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(variants[0].height).toBe(180);
    const file = await fetch(`${server.url}${body.url as string}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
  });

  it('never uses the client name as a path', async () => {
    const { status, body } = await upload(await png(200, 200), '../../../etc/passwd.png', 'image/png');
    expect(status).toBe(201);
    expect(body.originalName).toBe('passwd.png');
    expect(body.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(existsSync('/etc/passwd.png')).toBe(false);
  });

  it('refuses an SVG with a script and an HTML page renamed .jpg, whatever their declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload(svg, 'logo.svg', 'image/svg+xml');
    expect(svgRes.status).toBe(415);
    expect(svgRes.body.message).toMatch(/JPEG/);
    const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg', 'image/jpeg');
    expect(html.status).toBe(415);
  });

  it('refuses an image over 10 MB with a 413 and stores nothing', async () => {
    const before = readdirSync(server.config.mediaDir, { recursive: true }).length;
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(11 * 1024 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/مگابایت/);
    expect(readdirSync(server.config.mediaDir, { recursive: true }).length).toBe(before);
  });

  it('refuses a corrupt image with a clear message', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]), 'broken.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/خراب/);
  });

  it('streams a video to storage as it is', async () => {
    const mp4 = tinyMp4({ mediaBytes: 3 * 1024 * 1024 });
    const { status, body } = await upload(mp4, 'clip.mp4', 'video/mp4');
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'video', mimeType: 'video/mp4', size: mp4.length });
    const file = await fetch(`${server.url}${body.url as string}`);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await file.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it('lets staff fix the alt text and lists uploads by kind', async () => {
    const { body } = await upload(await png(100, 100), 'a.png', 'image/png');
    const put = await fetch(`${server.url}/api/admin/media/${body.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, alt: 'متن جایگزین' }),
    });
    expect((await put.json()).alt).toBe('متن جایگزین');
    const list = await fetch(`${server.url}/api/admin/media?filter=${encodeURIComponent('{"kind":"video"}')}`, { headers: { cookie } });
    expect(list.headers.get('content-range')).toMatch(/\/1$/);
  });

  it('refuses uploads from anonymous visitors', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(10, 10))]), 'x.png');
    expect((await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form })).status).toBe(401);
  });
});
