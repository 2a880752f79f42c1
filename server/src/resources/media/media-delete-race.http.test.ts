import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestApp } from '../../testing/index.js';
import { createUser, login } from '../../testing/fixtures.js';

let server: TestApp & { url: string };
let cookie: string;

const api = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${server.url}/api/admin${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function upload(seed: number): Promise<{ id: number; url: string }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 255, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${server.url}/api/admin/media`, { method: 'POST', body: form, headers: { cookie } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

beforeAll(async () => {
  server = await startTestServer({ seeded: false });
  const admin = await createUser(server.app, 'admin');
  cookie = await login(server.app, admin.email, admin.password);
});
afterAll(() => server?.close());

describe('deleting an upload while an article is published with it as its cover', () => {
  it('either keeps the upload for the article or refuses the publish: never a published article without its cover', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const cover = await upload(round * 31);
      const draft = (await api('POST', '/news', { title: `گزارش دور ${round + 1}` })).body;
      const [publish, remove] = await Promise.all([
        api('PUT', `/news/${draft.id}`, {
          status: 'published',
          publishedAt: new Date().toISOString(),
          cover: cover.id,
          version: draft.version,
        }),
        api('DELETE', `/media/${cover.id}`),
      ]);
      const article = (await api('GET', `/news/${draft.id}`)).body;
      const file = await fetch(`${server.url}${cover.url}`);
      outcomes.push(`${publish.status}/${remove.status}`);

      if (publish.status === 200) {
        // The publish won: the upload is in use, so its delete is refused and article and file stay whole.
        expect(remove.status, JSON.stringify(remove.body)).toBe(409);
        expect(article).toMatchObject({ status: 'published', cover: cover.id });
        expect(file.status).toBe(200);
      } else {
        // The delete won: the publish is told its cover is gone, and the article stays a draft.
        expect(remove.status).toBe(200);
        expect(publish.status, JSON.stringify(publish.body)).toBe(400);
        expect(publish.body.errors).toMatchObject({ cover: expect.any(String) });
        expect(article).toMatchObject({ status: 'draft', cover: null });
        expect(file.status).toBe(404);
      }
    }
    expect(outcomes).toHaveLength(8);
  });
});
