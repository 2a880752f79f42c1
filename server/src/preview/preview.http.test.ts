import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';

let t: TestApp;
let editor: string;
let draft: { id: number; slug: string; title: string };

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const previewLink = (kind: 'news' | 'gallery', id: number, cookie = editor, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/preview-link`, headers: { cookie }, payload });
/** The link's path and query: the test app is not listening at the public origin the link names. */
const local = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

beforeAll(async () => {
  t = await createTestApp();
  editor = await loginCookie(t.app, 'editor');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { cookie: editor },
    payload: {
      title: 'پیش‌نویس گزارش دربی پایتخت',
      lead: 'لید پیش‌نویس',
      body: '<p>متن کامل گزارشی که هنوز منتشر نشده است</p>',
      status: 'draft',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  draft = created.json();
}, 120_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('preview of an unpublished item', () => {
  it('shows staff the draft as its public page, with a banner, never cached or indexed', async () => {
    const res = await get(`/preview/news/${draft.id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain('class="meydan-preview"');
    expect(res.body).toContain('پیش‌نمایش — پیش‌نویس');
    expect(res.body).toContain(draft.title);
    expect(res.body).toContain('متن کامل گزارشی که هنوز منتشر نشده است');
    // The public article's markup: the same head (canonical of the future page) and the site's stylesheet.
    expect(res.body).toContain(`/news/${draft.id}/`);
    expect(res.body).toMatch(/<link rel="stylesheet"[^>]*\/assets\//);
    expect(res.body).not.toMatch(/<script type="module"/);
    // The banner's style is allowed by its hash, and nothing else inline.
    expect(res.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
  });

  it('keeps the draft off the public site', async () => {
    expect((await get(`/news/${draft.id}/${draft.slug}`)).statusCode).toBe(404);
    expect((await get(`/news/${draft.id}/${draft.slug}`, editor)).statusCode).toBe(404);
    expect((await get(`/api/public/news/${draft.id}`)).statusCode).toBe(404);
  });

  it('shows every save at once: nothing is kept between previews', async () => {
    expect((await get(`/preview/news/${draft.id}`, editor)).body).toContain(draft.title);
    const title = 'تیتر تازهٔ پیش‌نویس پس از ویرایش';
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/news/${draft.id}`, headers: { cookie: editor }, payload: { title } });
    expect(put.statusCode, put.body).toBe(200);
    draft = put.json();
    expect((await get(`/preview/news/${draft.id}`, editor)).body).toContain(title);
  });

  it('tells a scheduled item by its time', async () => {
    const publishedAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const [cover] = (await get('/api/admin/media?filter={"kind":"image"}&range=[0,0]', editor)).json() as { id: number }[];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { cookie: editor },
      payload: { title: 'خبر زمان‌بندی‌شده برای پیش‌نمایش', body: '<p>متن</p>', status: 'published', publishedAt, cover: cover.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await get(`/preview/news/${created.json().id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('زمان‌بندی‌شده برای انتشار در');
  });

  it('refuses visitors without a session or link, and readers', async () => {
    const anonymous = await get(`/preview/news/${draft.id}`);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).toContain('فقط برای کارکنان');
    expect(anonymous.body).not.toContain(draft.title);
    const reader = await get(`/preview/news/${draft.id}`, await loginCookie(t.app, 'user'));
    expect(reader.statusCode).toBe(403);
    expect((await get('/preview/news/999999', editor)).statusCode).toBe(404);
  });

  it('previews a draft gallery', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gallery',
      headers: { cookie: editor },
      payload: { kind: 'image', title: 'گالری پیش‌نویس تمرین تیم ملی', status: 'draft' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await get(`/preview/gallery/${created.json().id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('گالری پیش‌نویس تمرین تیم ملی');
    expect(res.body).toContain('class="meydan-preview"');
  });
});

describe('signed preview links', () => {
  it('are handed to staff only, valid for a day by default', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/news/${draft.id}/preview-link`, payload: {} })).statusCode).toBe(401);
    expect((await previewLink('news', draft.id, await loginCookie(t.app, 'user'))).statusCode).toBe(403);
    expect((await previewLink('news', 999999)).statusCode).toBe(404);
    const res = await previewLink('news', draft.id);
    expect(res.statusCode).toBe(200);
    const { url, expiresAt } = res.json() as { url: string; expiresAt: string };
    expect(url).toMatch(new RegExp(`/preview/news/${draft.id}\\?token=\\d+\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);
  });

  it('open the preview without a session until they expire', async () => {
    const { url } = (await previewLink('news', draft.id, editor, { hours: 2 })).json() as { url: string };
    const res = await get(local(url));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(draft.title);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3_600_000 + 1000 });
    const expired = await get(local(url));
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('منقضی شده');
    expect(expired.body).not.toContain(draft.title);
  });

  it('stop working when anything in them is changed', async () => {
    const { url } = (await previewLink('news', draft.id)).json() as { url: string };
    const path = local(url);
    const token = new URL(url).searchParams.get('token') ?? '';
    const [link, expires, mac] = token.split('.');
    const forged = [
      path.replace(`/news/${draft.id}?`, `/news/${draft.id - 1}?`),
      path.replace('/preview/news/', '/preview/gallery/'),
      `/preview/news/${draft.id}?token=${link}.${Number(expires) + 86_400}.${mac}`,
      `/preview/news/${draft.id}?token=${Number(link) + 1}.${expires}.${mac}`,
      `/preview/news/${draft.id}?token=${link}.${expires}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      `/preview/news/${draft.id}?token=garbage`,
    ];
    for (const p of forged) {
      const res = await get(p);
      expect(res.statusCode, p).toBe(403);
      expect(res.body, p).toContain('معتبر نیست');
    }
  });

  it('survive a restart: the secret is kept in the data directory', async () => {
    const { url } = (await previewLink('news', draft.id)).json() as { url: string };
    const { previewSecret } = await import('./secret.js');
    const { checkPreview } = await import('./token.js');
    const secret = previewSecret(t.config);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(previewSecret({ ...t.config })).toBe(secret);
    expect(checkPreview(secret, 'news', draft.id, new URL(url).searchParams.get('token') ?? '')).toMatchObject({ state: 'valid' });
    expect(previewSecret({ ...t.config, previewSecret: 'z'.repeat(40) })).toBe('z'.repeat(40));
  });
});
