import type { Audit, IssuedPreviewLink, PreviewLink } from '@meydan/shared-types/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { createUser, login } from '../testing/fixtures.js';

/**
 * Replays the review's findings on preview links: a link could be asked for a week, nobody could end
 * one once sent, no log said who had handed it out, and it outlived the account that made it.
 */
let t: TestApp;
let admin: string;
let draft: { id: number; title: string };

const HOUR = 3_600_000;
const TITLE = 'پیش‌نویس گزارش فینال جام حذفی';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
/** The link's path and query: the test app is not listening at the public origin the link names. */
const open = (link: { url: string }) => {
  const u = new URL(link.url);
  return call('GET', u.pathname + u.search);
};
const links = `/api/admin/news/:id/preview-links`;
const linksOf = (id: number) => links.replace(':id', String(id));

async function account(role: 'admin' | 'editor' | 'user', email?: string) {
  const u = await createUser(t.app, role, email);
  return { ...u, cookie: await login(t.app, u.email, u.password) };
}

async function issue(cookie: string, payload: object = {}): Promise<PreviewLink> {
  const res = await call('POST', `/api/admin/news/${draft.id}/preview-link`, cookie, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PreviewLink>();
}

async function auditOf(filter: Record<string, unknown>): Promise<Audit[]> {
  const res = await call('GET', `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Audit[]>();
}

/** The preview refused on the site's own error page, in Persian, showing nothing of the item. */
function expectRefused(res: Awaited<ReturnType<typeof open>>, reason: string) {
  expect(res.statusCode).toBe(403);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('lang="fa"');
  expect(res.body).toContain(reason);
  expect(res.body).not.toContain(TITLE);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await account('admin')).cookie;
  const created = await call('POST', '/api/admin/news', admin, { title: TITLE, body: '<p>متن پیش‌نویس</p>', status: 'draft' });
  expect(created.statusCode, created.body).toBe(201);
  draft = created.json();
}, 120_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('finding: a preview link could be asked for a week', () => {
  it('lasts 48 hours at most, whatever the request asks, and says so in Persian', async () => {
    const editor = await account('editor');
    for (const hours of [49, 168, 100_000]) {
      const res = await call('POST', `/api/admin/news/${draft.id}/preview-link`, editor.cookie, { hours });
      expect(res.statusCode, String(hours)).toBe(400);
      expect(res.json()).toMatchObject({ errors: { hours: 'مقدار نباید بیشتر از ۴۸ باشد.' } });
    }
    const longest = await issue(editor.cookie, { hours: 48 });
    const lifetime = Date.parse(longest.expiresAt) - Date.now();
    expect(lifetime).toBeLessThanOrEqual(48 * HOUR);
    expect(lifetime).toBeGreaterThan(48 * HOUR - 60_000);
    expect((await open(longest)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 48 * HOUR + 1000 });
    expectRefused(await open(longest), 'منقضی شده');
  });
});

describe('finding: nobody knew who had handed out a preview link', () => {
  it('logs each link as it is issued: who, which item, until when, the name escaped', async () => {
    // An address with a right-to-left override, as an account made from the command line may have.
    const editor = await account('editor', `editor\u202e${Date.now()}@test.example`);
    const link = await issue(editor.cookie, { hours: 3 });
    const entries = await auditOf({ action: 'preview-link', user: editor.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user: editor.id,
      actor: editor.email.replace('\u202e', '\\u202E'),
      action: 'preview-link',
      resource: 'news',
      recordId: draft.id,
      validUntil: link.expiresAt,
    });
    expect(entries[0].actor).not.toContain('\u202e');
  });
});

describe('finding: a preview link sent could not be taken back', () => {
  it('is listed on the item and revoked by any staff member; it then answers the Persian 403 page', async () => {
    const editor = await account('editor');
    const colleague = await account('editor');
    const sent = await issue(editor.cookie);
    const kept = await issue(editor.cookie);

    const listed = await call('GET', linksOf(draft.id), colleague.cookie);
    expect(listed.statusCode).toBe(200);
    const open1 = listed.json<IssuedPreviewLink[]>();
    expect(open1.map((l) => l.id)).toEqual(expect.arrayContaining([sent.id, kept.id]));
    expect(open1.find((l) => l.id === sent.id)).toMatchObject({ url: sent.url, expiresAt: sent.expiresAt, issuedBy: { id: editor.id } });

    // Readers and visitors neither list nor revoke.
    const reader = await account('user');
    expect((await call('GET', linksOf(draft.id), reader.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `${linksOf(draft.id)}/${sent.id}`, reader.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `${linksOf(draft.id)}/${sent.id}`)).statusCode).toBe(401);
    // A link is revoked through its own item only.
    expect((await call('DELETE', `/api/admin/gallery/${draft.id}/preview-links/${sent.id}`, colleague.cookie)).statusCode).toBe(404);

    expect((await open(sent)).statusCode).toBe(200);
    const revoked = await call('DELETE', `${linksOf(draft.id)}/${sent.id}`, colleague.cookie);
    expect(revoked.statusCode).toBe(204);
    expectRefused(await open(sent), 'پیوند پیش‌نمایش باطل شده است');
    expect((await open(kept)).statusCode).toBe(200);

    const after = (await call('GET', linksOf(draft.id), editor.cookie)).json<IssuedPreviewLink[]>().map((l) => l.id);
    expect(after).toContain(kept.id);
    expect(after).not.toContain(sent.id);
    const again = await call('DELETE', `${linksOf(draft.id)}/${sent.id}`, colleague.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain('باطل شده');

    const [entry] = await auditOf({ action: 'preview-revoke', user: colleague.id });
    expect(entry).toMatchObject({ resource: 'news', recordId: draft.id, validUntil: sent.expiresAt });
  });
});

describe('finding: a preview link outlived the account that issued it', () => {
  it('dies when the account is disabled, demoted below staff or deleted, and stays dead if it is restored', async () => {
    const [disabled, demoted, deleted, promoted, stays] = await Promise.all([
      account('editor'),
      account('editor'),
      account('editor'),
      account('editor'),
      account('editor'),
    ]);
    const link = {
      disabled: await issue(disabled.cookie),
      demoted: await issue(demoted.cookie),
      deleted: await issue(deleted.cookie),
      promoted: await issue(promoted.cookie),
      stays: await issue(stays.cookie),
    };
    for (const l of Object.values(link)) expect((await open(l)).statusCode).toBe(200);

    const put = (id: number, payload: object) => call('PUT', `/api/admin/user/${id}`, admin, payload);
    expect((await put(disabled.id, { isActive: false })).statusCode).toBe(200);
    expect((await put(demoted.id, { role: 'user' })).statusCode).toBe(200);
    expect((await put(promoted.id, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/user/${deleted.id}`, admin)).statusCode).toBe(200);

    for (const l of [link.disabled, link.demoted, link.deleted]) expectRefused(await open(l), 'باطل شده');
    // Still staff: an editor made admin keeps the links they sent.
    expect((await open(link.promoted)).statusCode).toBe(200);
    expect((await open(link.stays)).statusCode).toBe(200);

    expect((await put(disabled.id, { isActive: true })).statusCode).toBe(200);
    expect((await put(demoted.id, { role: 'editor' })).statusCode).toBe(200);
    for (const l of [link.disabled, link.demoted]) expectRefused(await open(l), 'باطل شده');
    const listed = (await call('GET', linksOf(draft.id), admin)).json<IssuedPreviewLink[]>().map((l) => l.id);
    expect(listed).not.toContain(link.disabled.id);
    expect(listed).toContain(link.stays.id);
  });

  it('dies at once even when the account is changed outside the back office', async () => {
    const editor = await account('editor');
    const l = await issue(editor.cookie);
    await t.app.orm.em.fork().getConnection().execute(`update users set is_active = false where id = ?`, [editor.id]);
    expectRefused(await open(l), 'باطل شده');
  });
});
