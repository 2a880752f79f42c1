import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { api, launch, newVisitor, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');
const stamp = Date.now() % 100000;

/** A draft made through the API, as another editor would have left it. */
async function createDraft(title: string): Promise<number> {
  const res = await session.page.context().request.post('/api/admin/news', {
    data: { title, lead: 'لید پیش‌نویس', body: '<p>متن پیش‌نویسی که هنوز منتشر نشده است.</p>', status: 'draft' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('unsaved input in the news editor', () => {
  it('survives a reload: the editor offers it back and restores it, and saving clears it', async () => {
    const page = session.page;
    const id = await createDraft(`پیش‌نویس بازیابی ${stamp}`);
    await page.goto(`/admin/news/${id}/edit`);
    await page.waitForSelector('input[name="title"]');
    const typed = `تیتر تازه‌ای که هنوز ذخیره نشده ${stamp}`;
    await page.fill('input[name="title"]', typed);
    await page.fill('textarea[name="lead"]', 'لید بازنویسی‌شده');
    const key = `meydan:draft:news:${id}`;
    await page.waitForFunction(([k, t]) => localStorage.getItem(k)?.includes(t) ?? false, [key, typed] as const);

    // Leaving with unsaved changes asks first.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.waitForSelector('[data-testid="draft-offer"]');
    expect(asked).toEqual(['beforeunload']);
    expect(await page.inputValue('input[name="title"]')).toBe(`پیش‌نویس بازیابی ${stamp}`);
    expect(await page.locator('[data-testid="draft-offer"]').innerText()).toContain('بازیابی شود؟');
    await shot(page, '70-news-draft-offer');

    await page.click('[data-testid="draft-offer"] button:has-text("بازیابی")');
    await page.waitForSelector('[data-testid="draft-offer"]', { state: 'detached' });
    expect(await page.inputValue('input[name="title"]')).toBe(typed);
    expect(await page.inputValue('textarea[name="lead"]')).toBe('لید بازنویسی‌شده');

    await page.click('button[type="submit"]');
    await page.waitForURL((url) => !/\/edit$/.test(url.pathname));
    expect((await api<{ title: string }>(page, `/api/admin/news/${id}`)).title).toBe(typed);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    await page.goto(`/admin/news/${id}/edit`);
    await page.waitForSelector('input[name="title"]');
    await page.waitForTimeout(500);
    expect(await page.locator('[data-testid="draft-offer"]').count()).toBe(0);
  });

  it('lets a draft be thrown away', async () => {
    const page = session.page;
    await page.goto('/admin/news/create');
    await page.fill('input[name="title"]', `خبری که کنار گذاشته می‌شود ${stamp}`);
    await page.waitForFunction(() => localStorage.getItem('meydan:draft:news:create') !== null);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.click('[data-testid="draft-offer"] button:has-text("نادیده گرفتن")');
    expect(await page.inputValue('input[name="title"]')).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('meydan:draft:news:create'))).toBeNull();
  });
});

describe('preview', () => {
  it('opens the draft as its public page in a new tab, and a signed link opens it without an account', async () => {
    const page = session.page;
    const title = `پیش‌نویس برای پیش‌نمایش ${stamp}`;
    const id = await createDraft(title);
    await page.goto(`/admin/news/${id}/edit`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.click('[data-testid="preview-open"]')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/preview/news/${id}`);
    await tab.waitForSelector('.meydan-preview');
    expect(await tab.locator('.meydan-preview').innerText()).toContain('پیش‌نمایش');
    expect(await tab.locator('h1').first().innerText()).toContain(title);
    expect(await tab.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await shot(tab, '71-news-preview');
    await tab.close();

    await page.click('[data-testid="preview-link"]');
    const url = await page.locator('[data-testid="preview-link-url"]').inputValue();
    expect(url).toMatch(new RegExp(`/preview/news/${id}\\?token=`));
    await shot(page, '72-news-preview-link');

    const browser = await launch();
    try {
      const stranger = await newVisitor(browser);
      const response = await stranger.page.goto(new URL(new URL(url).pathname + new URL(url).search, page.url()).href);
      expect(response?.status()).toBe(200);
      expect(await stranger.page.locator('h1').first().innerText()).toContain(title);
      const publicPage = await stranger.page.goto(`/news/${id}/x`);
      expect(publicPage?.status()).toBe(404);
    } finally {
      await browser.close();
    }
  });

  it('lists the links handed out for the item and revokes one, which then opens only the Persian refusal', async () => {
    const page = session.page;
    const id = await createDraft(`پیش‌نویس برای پیوند باطل‌شده ${stamp}`);
    await page.goto(`/admin/news/${id}/edit`);
    await page.click('[data-testid="preview-link"]');
    const url = await page.locator('[data-testid="preview-link-url"]').inputValue();
    const row = page.locator('[data-testid="preview-link-row"]');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().innerText()).toContain('معتبر تا');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '73-news-preview-links');

    await row.first().locator('[data-testid="preview-link-revoke"]').click();
    await page.getByText('پیوند پیش‌نمایش باطل شد').waitFor();
    await page.locator('[data-testid="preview-links"]').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="preview-link-url"]').count()).toBe(0);

    const browser = await launch();
    try {
      const stranger = await newVisitor(browser);
      const response = await stranger.page.goto(new URL(new URL(url).pathname + new URL(url).search, page.url()).href);
      expect(response?.status()).toBe(403);
      expect(await stranger.page.locator('h1').innerText()).toBe('پیوند پیش‌نمایش باطل شده است');
      expect(await stranger.page.locator('html').getAttribute('dir')).toBe('rtl');
      await shot(stranger.page, '74-preview-link-revoked');
    } finally {
      await browser.close();
    }
  });
});
