import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestServer, type TestApp } from '../../testing/index.js';

const CDN = 'https://cdn.meydan.example/files';

let server: TestApp & { url: string };

beforeAll(async () => {
  server = await startTestServer({ env: { MEDIA_PUBLIC_URL: `${CDN}/` } });
});
afterAll(() => server?.close());

describe('media behind a CDN (MEDIA_PUBLIC_URL)', () => {
  it('gives the back office CDN addresses for every file and width', async () => {
    const cookie = await loginCookie(server.app, 'editor');
    const res = await fetch(`${server.url}/api/admin/media?range=[0,9]`, { headers: { cookie } });
    const records = (await res.json()) as { url: string; variants: { url: string }[] }[];
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) {
      expect(r.url).toMatch(new RegExp(`^${CDN}/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.(webp|webm)$`));
      for (const v of r.variants) expect(v.url.startsWith(`${CDN}/`)).toBe(true);
    }
  });

  it('renders public pages whose pictures load from the CDN, which the page policy allows', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<img[^>]+src="${CDN}/\\d{4}/\\d{2}/`));
    expect(html).not.toMatch(/(src|srcset)="\/media\//);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.meydan\.example(;|$| )/);
    expect(policy).toMatch(/media-src [^;]*https:\/\/cdn\.meydan\.example(;|$| )/);
  });

  it('still serves /media from the site, for links written before the CDN', async () => {
    const cookie = await loginCookie(server.app, 'editor');
    const [record] = (await (await fetch(`${server.url}/api/admin/media?range=[0,0]`, { headers: { cookie } })).json()) as {
      url: string;
    }[];
    const res = await fetch(`${server.url}/media/${record.url.slice(CDN.length + 1)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });
});
