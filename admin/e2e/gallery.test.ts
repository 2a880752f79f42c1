import { describe, expect, it } from 'vitest';
import { api, makePng, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');

describe('galleries', () => {
  it('creates an image gallery and manages its items: upload, caption, reorder, delete, slider', async () => {
    await session.page.goto('/admin/gallery/image/create');
    await session.page.fill('input[name="title"]', 'تصاویر تمرین تیم ملی');
    await session.page.click('button[type="submit"]');
    await session.page.waitForURL(/\/admin\/gallery\/image\/\d+\/edit$/);
    const id = Number(session.page.url().match(/image\/(\d+)\/edit/)?.[1]);
    expect((await api<{ kind: string }>(session.page, `/api/admin/gallery/${id}`)).kind).toBe('image');

    await session.page.click('a:has-text("مدیریت تصویرها")');
    await session.page.waitForURL(new RegExp(`/admin/gallery/image/${id}/item$`));
    const files = await Promise.all(
      ['الف', 'ب', 'پ'].map(async (label, i) => ({
        name: `photo-${i}.png`,
        mimeType: 'image/png',
        buffer: await makePng(session.page, `P${i}`, ['#c62828', '#2e7d32', '#1565c0'][i]),
      })),
    );
    await session.page.setInputFiles('input[data-testid="items-dropzone"]', files);
    await session.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="gallery-item"] input[data-field="caption"]').length === 3,
    );
    const items = session.page.locator('[data-testid="gallery-item"]');
    await items.nth(0).locator('input[data-field="caption"]').fill('گرم کردن');
    await items.nth(1).locator('input[data-field="caption"]').fill('تمرین تاکتیکی');
    await items.nth(2).locator('input[data-field="caption"]').fill('حذف‌شدنی');
    const order = async () => items.evaluateAll((els) => els.map((el) => el.getAttribute('data-media')));
    const uploaded = await order();
    await items.nth(2).locator('button[aria-label="حذف"]').click();
    await items.nth(0).dragTo(items.nth(1));
    const reordered = await order();
    expect(reordered).toEqual([uploaded[1], uploaded[0]]);
    await session.page.waitForSelector('[data-testid="items-slider"] .swiper-slide');
    await shot(session.page, '30-gallery-items');
    await session.page.click('button:has-text("ذخیره تصویرها")');
    await session.page.waitForSelector('text=تصویرها ذخیره شد');

    const saved = await api<{ media: number; caption: string | null }[]>(session.page, `/api/admin/gallery/${id}/items`);
    expect(saved.map((i) => String(i.media))).toEqual(reordered);
    expect(saved.map((i) => i.caption)).toEqual(['تمرین تاکتیکی', 'گرم کردن']);
    await session.page.reload();
    await session.page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-item"]').length === 2);
  });

  it('creates a video gallery from an external URL with a player preview', async () => {
    await session.page.goto('/admin/gallery/video/create');
    await session.page.fill('input[name="title"]', 'خلاصه بازی دیشب');
    await session.page.fill('input[name="videoUrl"]', 'https://www.aparat.com/v/abc123');
    await session.page.waitForSelector('[data-testid="video-preview"]');
    await shot(session.page, '31-gallery-video');
    await session.page.click('button[type="submit"]');
    await session.page.waitForURL(/\/admin\/gallery\/video\/\d+\/edit$/);
    const id = Number(session.page.url().match(/video\/(\d+)\/edit/)?.[1]);
    expect(await api<{ kind: string; videoUrl: string }>(session.page, `/api/admin/gallery/${id}`)).toMatchObject({
      kind: 'video',
      videoUrl: 'https://www.aparat.com/v/abc123',
    });
    await session.page.goto('/admin/gallery/video/list');
    await session.page.waitForSelector('table tbody tr:has-text("خلاصه بازی دیشب")');
    await session.page.goto('/admin/gallery/image/list');
    await session.page.waitForSelector('table tbody tr');
    expect(await session.page.locator('table tbody tr:has-text("خلاصه بازی دیشب")').count()).toBe(0);
  });
});
