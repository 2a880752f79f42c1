import { describe, expect, it } from 'vitest';
import { api, makePng, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');

const title = `پیروزی تیم ملی در دیدار تدارکاتی ${Date.now() % 100000}`;

describe('news editor', () => {
  it('shows server validation messages on their fields', async () => {
    await session.page.goto('/admin/news/create');
    await session.page.fill('input[name="title"]', 'خبر بی‌تصویر');
    await session.page.check('input[name="status"][value="published"]');
    await session.page.click('button[type="submit"]');
    await session.page.waitForSelector('.Mui-error');
    expect(session.page.url()).toContain('/admin/news/create');
  });

  it('creates a published item with a cover upload and a Jalali date, found in the list and on the public API', async () => {
    await session.page.goto('/admin/news/create');
    await session.page.fill('input[name="rutitr"]', 'فوتبال ملی');
    await session.page.fill('input[name="title"]', title);
    await session.page.fill('textarea[name="lead"]', 'تیم ملی در بازی دوستانه با نتیجه دو بر یک پیروز شد.');
    await session.page.locator('.ProseMirror').click();
    await session.page.keyboard.type('گزارش کامل بازی در این خبر آمده است.');
    // Persian body text runs right to left from the right edge, like every other field.
    expect(
      await session.page.locator('.ProseMirror p').evaluate((p) => {
        const style = getComputedStyle(p);
        return [style.direction, style.textAlign];
      }),
    ).toEqual(['rtl', 'start']);
    const png = await makePng(session.page, 'cover');
    await session.page.setInputFiles('input[data-testid="dropzone-cover"]', { name: 'cover.png', mimeType: 'image/png', buffer: png });
    await session.page.waitForSelector('img[src*="/media/"]');
    await session.page.check('input[name="status"][value="published"]');

    await session.page.click('input[name="publishedAt"]');
    await session.page.waitForURL(/picker=publishedAt/);
    const day = session.page.locator('.meydan-picker .rmdp-day:not(.rmdp-deactive):not(.rmdp-disabled):not(.rmdp-day-hidden) span').first();
    await day.click();
    await shot(session.page, '10-news-date-picker');
    await session.page.keyboard.press('Escape');
    const shown = await session.page.inputValue('input[name="publishedAt"]');
    expect(shown).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/۰۱ [۰-۹]{2}:[۰-۹]{2}$/);
    const stored = await session.page.getAttribute('input[name="publishedAt"]', 'data-value');
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);

    await shot(session.page, '11-news-create');
    await session.page.click('button[type="submit"]');
    await session.page.waitForURL(/\/admin\/news\/\d+\/edit$/);
    const id = Number(session.page.url().match(/news\/(\d+)\/edit/)?.[1]);
    await session.page.waitForSelector('[data-testid="short-link"]');
    await shot(session.page, '12-news-edit');

    await session.page.goto(`/admin/news/list?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    await session.page.waitForSelector(`table tbody tr:has-text("${title}")`);
    // Cells line up with their right-aligned headers; a mirrored style would push them left.
    const cell = session.page.locator(`table tbody tr:has-text("${title}") td`).nth(1);
    expect(await cell.evaluate((td) => getComputedStyle(td).textAlign)).toMatch(/^(right|start)$/);
    await shot(session.page, '13-news-list');

    const stored2 = await api<{ status: string; publishedAt: string; cover: number }>(session.page, `/api/admin/news/${id}`);
    expect(stored2).toMatchObject({ status: 'published', publishedAt: stored });
    expect(stored2.cover).toBeGreaterThan(0);
    const publicItem = await session.page.context().request.get(`/api/public/news/${id}`);
    expect(publicItem.status()).toBe(200);
    expect(JSON.stringify(await publicItem.json())).toContain(title);
  });

  it('filters the list by status tab', async () => {
    await session.page.goto('/admin/news/list');
    await session.page.waitForSelector(`table tbody tr:has-text("${title}")`);
    await session.page.click('[role="tab"]:has-text("پیش‌نویس")');
    await session.page.waitForURL(/state/);
    // The URL changes before the new page of results arrives; the published item must then leave the list.
    await session.page.locator(`table tbody tr:has-text("${title}")`).waitFor({ state: 'detached' });
    expect(await session.page.locator('table tbody tr [data-state="published"]').count()).toBe(0);
  });
});
