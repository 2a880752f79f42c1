import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

const CDN = { a: 'https://cdn-a.meydan.test/media', b: 'https://cdn-b.meydan.test/files' };
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  // Both built before either answers: a base kept by the process would be the last one set.
  a = await createTestApp({ env: { MEDIA_PUBLIC_URL: CDN.a } });
  b = await createTestApp({ env: { MEDIA_PUBLIC_URL: `${CDN.b}/` } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

const mediaUrls = (body: string) => [...body.matchAll(/https:\/\/cdn-[ab]\.meydan\.test\/[a-z]+\/[^"\s,)]+/g)].map((m) => m[0]);

describe('the media address', () => {
  it('is each app’s own, in its pages, its payloads, its feed and its media library', async () => {
    for (const [test, own] of [
      [a, CDN.a],
      [b, CDN.b],
    ] as const) {
      const cookie = await loginCookie(test.app, 'admin');
      for (const url of ['/', '/_payload.json?b', '/gallery/photo/_payload.json?b', '/rss.xml', '/api/admin/media?range=[0,9]']) {
        const res = await test.app.inject({ url, headers: url.startsWith('/api/admin') ? { cookie } : {} });
        expect(res.statusCode, url).toBe(200);
        const urls = mediaUrls(res.body);
        expect(urls.length, url).toBeGreaterThan(0);
        expect(
          urls.filter((u) => !u.startsWith(`${own}/`)),
          url,
        ).toEqual([]);
      }
    }
  });

  it('stays /media on this site when no CDN is named, beside apps that name one', async () => {
    const plain = await createTestApp();
    try {
      const body = (await plain.app.inject('/_payload.json?b')).body;
      expect(body).toMatch(/"src":"\/media\/\d{4}\/\d{2}\//);
      expect(mediaUrls(body)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
