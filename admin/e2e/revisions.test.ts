import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, makePng, shot, useStaffSession } from './support/browser';

interface NewsRecord {
  id: number;
  title: string;
  lead: string | null;
  version: number;
  tags: number[];
  sport: number | null;
}
interface Titled {
  id: number;
  title: string;
}

/*
 * The history of a news item on its edit screen: who saved what and when, a readable comparison of
 * two versions, and an older version restored as a new one, refused when someone saved meanwhile.
 */
const session = useStaffSession('editor');
const stamp = Date.now() % 100000;
const firstTitle = `استقلال در دربی پایتخت به پیروزی رسید ${stamp}`;
const editedTitle = `استقلال با گل دقیقهٔ آخر دربی پایتخت را برد ${stamp}`;

let id: number;
let tags: Titled[];
let sport: Titled;

async function send<T>(page: Page, method: 'POST' | 'PUT', path: string, data: object): Promise<{ status: number; body: T }> {
  const response = await page.context().request.fetch(path, { method, data });
  return { status: response.status(), body: (await response.json()) as T };
}

const stored = () => api<NewsRecord>(session.page, `/api/admin/news/${id}`);

async function openEdit(page: Page): Promise<void> {
  await page.goto(`/admin/news/${id}/edit`);
  await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="title"]')?.value ?? '') !== '');
}

async function openHistory(page: Page) {
  await page.getByTestId('history-open').click();
  const panel = page.getByTestId('history-panel');
  await panel.getByTestId('revision').first().waitFor();
  // Measured once it has slid in.
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="history-panel"]');
    return !!el && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(el).transform);
  });
  return panel;
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the history of a news item', () => {
  it('lists every save with who, when and the changed fields, newest first', async () => {
    const { page } = session;
    tags = await api<Titled[]>(page, '/api/admin/tag?range=[0,1]');
    sport = (await api<Titled[]>(page, '/api/admin/sport?range=[0,0]'))[0];
    const created = await send<NewsRecord>(page, 'POST', '/api/admin/news', {
      title: firstTitle,
      lead: 'دربی با یک گل به پایان رسید.',
      body: '<p>بازی در ورزشگاه آزادی برگزار شد و تماشاگران زیادی آمدند.</p>',
      tags: [tags[0].id],
    });
    expect(created.status).toBe(201);
    id = created.body.id;

    // A save from the form, then one that changes only links.
    await openEdit(page);
    await page.fill('input[name="title"]', editedTitle);
    await page.fill('textarea[name="lead"]', 'دربی با دو گل و یک اخراج به پایان رسید.');
    await page.locator('.ProseMirror p').last().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' گزارش تکمیلی پس از بازی');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/news/${id}`));
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const afterForm = await stored();
    expect(
      (await send(page, 'PUT', `/api/admin/news/${id}`, { tags: [tags[1].id], sport: sport.id, version: afterForm.version })).status,
    ).toBe(200);

    await openEdit(page);
    const panel = await openHistory(page);
    const rows = panel.getByTestId('revision');
    expect(await rows.count()).toBe(3);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-action')))).toEqual(['update', 'update', 'create']);
    expect(await rows.nth(1).getByTestId('revision-by').innerText()).toContain('دبیر ورزشی میدان');
    expect(await rows.nth(1).innerText()).toContain('عنوان');
    expect(await rows.nth(1).innerText()).toContain('لید');
    expect(await rows.nth(1).innerText()).toContain('متن خبر');
    expect(await rows.nth(0).innerText()).toContain('برچسب‌ها');
    // Jalali dates in Persian digits, right to left.
    expect(await rows.nth(0).getByTestId('revision-by').innerText()).toMatch(/[۰-۹]{4}/);
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await shot(page, '60-history-panel');
  });

  it('compares two versions: words of the title and lead, links by their names', async () => {
    const { page } = session;
    const panel = page.getByTestId('history-panel');
    const rows = panel.getByTestId('revision');
    await rows.nth(1).getByTestId('revision-changes').click();
    const diff = page.getByTestId('revision-diff');
    await diff.waitFor();
    const title = diff.locator('[data-field="title"]');
    const removed = (await title.locator('del').allInnerTexts()).join(' ');
    const added = (await title.locator('ins').allInnerTexts()).join(' ');
    expect(removed).toContain('پیروزی');
    expect(removed).not.toContain('استقلال');
    expect(added).toContain('دقیقهٔ آخر');
    expect(added).not.toContain('پایتخت');
    expect((await diff.locator('[data-field="lead"] ins').allInnerTexts()).join(' ')).toContain('اخراج');
    // The body as text: the sentence added at the end of its paragraph.
    expect((await diff.locator('[data-field="body"] ins').allInnerTexts()).join(' ')).toContain('گزارش تکمیلی پس از بازی');
    expect(await diff.locator('[data-field="body"] del').count()).toBe(0);
    expect(await diff.locator('[data-field="tags"]').count()).toBe(0);
    await shot(page, '61-history-diff');
    await diff.getByRole('button', { name: 'بستن' }).click();

    // Two picked versions: the first and the newest.
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await panel.getByTestId('history-compare').click();
    await diff.waitFor();
    const tagChips = diff.locator('[data-field="tags"]');
    // Names, not ids, once they are read.
    await tagChips.locator('[data-kind="added"]').filter({ hasText: tags[1].title }).waitFor();
    expect(await tagChips.locator('[data-kind="removed"]').innerText()).toBe(tags[0].title);
    expect(await tagChips.locator('[data-kind="added"]').innerText()).toBe(tags[1].title);
    expect(await diff.locator('[data-field="sport"] ins').innerText()).toBe(sport.title);
    expect(await diff.locator('[data-field="title"]').count()).toBe(1);
    await shot(page, '62-history-compare-two');
    await diff.getByRole('button', { name: 'بستن' }).click();
  });

  it('restores the first version as a new one after a confirmation, and the form shows it', async () => {
    const { page } = session;
    const before = await stored();
    const panel = page.getByTestId('history-panel');
    await panel.getByTestId('revision').nth(2).getByTestId('revision-restore').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'بازگردانی این نسخه؟' });
    await confirm.waitFor();
    await shot(page, '63-history-restore-confirm');
    const restored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/admin/news/${id}/revisions/`));
    await confirm.getByRole('button', { name: 'بازگردانی این نسخه' }).click();
    expect((await restored).status()).toBe(200);

    await page.waitForFunction((t) => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === t, firstTitle);
    expect(await page.inputValue('textarea[name="lead"]')).toBe('دربی با یک گل به پایان رسید.');
    expect(await stored()).toMatchObject({ title: firstTitle, tags: [tags[0].id], sport: null, version: before.version + 1 });
    const first = panel.getByTestId('revision').first();
    await page.waitForFunction(() => document.querySelector('[data-testid="revision"]')?.getAttribute('data-action') === 'restore');
    expect(await first.innerText()).toContain('بازگردانی نسخهٔ');
    expect(await panel.getByTestId('revision').count()).toBe(4);
    await shot(page, '64-history-restored');
  });

  it('refuses a restore when someone else saved meanwhile, and reloads the form', async () => {
    const { page } = session;
    const current = await stored();
    const theirs = `${firstTitle} (به‌روز)`;
    expect((await send(page, 'PUT', `/api/admin/news/${id}`, { title: theirs, version: current.version })).status).toBe(200);

    const panel = page.getByTestId('history-panel');
    await panel.getByTestId('revision').nth(1).getByTestId('revision-restore').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'بازگردانی این نسخه؟' });
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/admin/news/${id}/revisions/`));
    await confirm.getByRole('button', { name: 'بازگردانی این نسخه' }).click();
    expect((await refused).status()).toBe(409);
    await page.getByText('به دست کس دیگری ذخیره شده است').waitFor();
    await page.waitForFunction((t) => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === t, theirs);
    expect((await stored()).title).toBe(theirs);
  });

  it('restores the older of two compared versions from the comparison, reading each version once', async () => {
    const { page } = session;
    const current = await stored();
    const panel = page.getByTestId('history-panel');
    const rows = panel.getByTestId('revision');
    const count = await rows.count();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/revisions\/\d+$/.test(r.url())) reads.push(r.url());
    });
    const diff = page.getByTestId('revision-diff');
    const compareNewestWithFirst = async () => {
      await rows.nth(0).getByRole('checkbox').check();
      await rows
        .nth(count - 1)
        .getByRole('checkbox')
        .check();
      await panel.getByTestId('history-compare').click();
      await diff.locator('[data-field="title"]').waitFor();
    };
    await compareNewestWithFirst();
    const read = reads.length;
    expect(read).toBeGreaterThan(0);
    await diff.getByRole('button', { name: 'بستن' }).click();
    await diff.waitFor({ state: 'hidden' });
    // The same two again: nothing is read, a saved version never changes.
    await compareNewestWithFirst();
    expect(reads).toHaveLength(read);
    expect((await diff.locator('[data-field="title"] ins').allInnerTexts()).join(' ')).toContain('(به‌روز)');

    await diff.getByTestId('diff-restore-older').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'بازگردانی این نسخه؟' });
    const restored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/api/admin/news/${id}/revisions/`));
    await confirm.getByRole('button', { name: 'بازگردانی این نسخه' }).click();
    expect((await restored).status()).toBe(200);
    await diff.waitFor({ state: 'hidden' });
    await page.waitForFunction((t) => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === t, firstTitle);
    expect(await stored()).toMatchObject({ title: firstTitle, version: current.version + 1 });
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="revision"]').length === n, count + 1);
    expect(await rows.first().getAttribute('data-action')).toBe('restore');
    // The ticks went with the comparison: the list is the new history.
    expect(await panel.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await panel.getByTestId('history-compare').isDisabled()).toBe(true);
  });

  it('fits a 375 px phone: the panel and the comparison scroll only up and down', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await openEdit(page);
    const panel = await openHistory(page);
    expect(await fitsWidth(page)).toBe(true);
    const box = await panel.boundingBox();
    expect(box?.width, JSON.stringify(box)).toBeLessThanOrEqual(375);
    await shot(page, '65-history-panel-375');
    await panel.getByTestId('revision').nth(1).getByTestId('revision-changes').click();
    const diff = page.getByTestId('revision-diff');
    await diff.waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await diff.locator('[role="dialog"]').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await shot(page, '66-history-diff-375');
    await diff.getByRole('button', { name: 'بستن' }).click();
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('the history of a gallery', () => {
  it('shows a change of photos as a save, compares the photos and restores them', async () => {
    const { page } = session;
    const upload = async (label: string, color: string) => {
      const response = await page.context().request.post('/api/admin/media', {
        multipart: {
          alt: `عکس ${label}`,
          file: { name: `${label}.png`, mimeType: 'image/png', buffer: await makePng(page, label, color) },
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const [red, green] = [await upload('R', '#c62828'), await upload('G', '#2e7d32')];
    const gallery = (await send<{ id: number }>(page, 'POST', '/api/admin/gallery', { kind: 'image', title: `عکس‌های دربی ${stamp}` }))
      .body;
    expect(
      (await send(page, 'PUT', `/api/admin/gallery/${gallery.id}/items`, { items: [{ media: red, caption: 'شادی گل' }, { media: green }] }))
        .status,
    ).toBe(200);
    expect(
      (await send(page, 'PUT', `/api/admin/gallery/${gallery.id}/items`, { items: [{ media: green, caption: 'سکوهای پر' }] })).status,
    ).toBe(200);

    await page.goto(`/admin/gallery/image/${gallery.id}/edit`);
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name="title"]')?.value ?? '') !== '');
    const panel = await openHistory(page);
    const rows = panel.getByTestId('revision');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).innerText()).toContain('تصویرها');

    await rows.nth(0).getByTestId('revision-changes').click();
    const diff = page.getByTestId('revision-diff');
    const items = diff.locator('[data-field="items"]');
    await items.locator('[data-kind="added"]').filter({ hasText: 'عکس G' }).waitFor();
    expect(await items.locator('[data-kind="removed"]').allInnerTexts()).toEqual([
      'عکس ۱ · عکس R · شادی گل',
      'عکس ۲ · عکس G · بدون زیرنویس',
    ]);
    expect(await items.locator('[data-kind="added"]').allInnerTexts()).toEqual(['عکس ۱ · عکس G · سکوهای پر']);
    await shot(page, '67-gallery-history-diff');
    await diff.getByRole('button', { name: 'بستن' }).click();

    await rows.nth(1).getByTestId('revision-restore').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'بازگردانی این نسخه؟' });
    const restored = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/revisions/'));
    await confirm.getByRole('button', { name: 'بازگردانی این نسخه' }).click();
    expect((await restored).status()).toBe(200);
    const photos = await api<{ media: number; caption: string | null }[]>(page, `/api/admin/gallery/${gallery.id}/items`);
    expect(photos.map((p) => [p.media, p.caption])).toEqual([
      [red, 'شادی گل'],
      [green, null],
    ]);
  });
});
