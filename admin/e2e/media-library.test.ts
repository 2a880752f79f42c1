import { describe, expect, it } from 'vitest';
import { api, makePng, shot, useStaffSession } from './support/browser';

const session = useStaffSession('editor');

const alt = `شادی بازیکنان پس از گل ${Date.now() % 100000}`;
const newsTitle = `خبری با تصویر از کتابخانه ${Date.now() % 100000}`;

interface MediaRow {
  id: number;
  alt: string | null;
  usedBy: { resource: string; id: number }[];
}

/** The library narrowed to one search, waiting until the grid shows exactly what it found. */
async function search(text: string) {
  const page = session.page;
  await page.goto(`/admin/media?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`);
  await page.waitForSelector('[data-testid^="media-"]');
}

describe('media library', () => {
  let mediaId = 0;

  it('uploads into the library, edits alt text in place and finds the upload by it', async () => {
    const page = session.page;
    await page.goto('/admin/media');
    await page.waitForSelector('[data-testid="library-upload"]', { state: 'attached' });
    await page.setInputFiles('input[data-testid="library-upload"]', {
      name: 'goal.png',
      mimeType: 'image/png',
      buffer: await makePng(page, 'GOAL', '#2e7d32'),
    });
    await page.waitForSelector('text=فایل بارگذاری شد');
    const [newest] = await api<MediaRow[]>(page, '/api/admin/media?sort=["id","DESC"]&range=[0,0]');
    mediaId = newest.id;
    expect(newest.usedBy).toEqual([]);

    const altInput = page.locator(`[data-testid="alt-${mediaId}"]`);
    await altInput.fill(alt);
    await altInput.press('Enter');
    await page.waitForSelector('text=متن جایگزین ذخیره شد');
    expect((await api<MediaRow>(page, `/api/admin/media/${mediaId}`)).alt).toBe(alt);

    await page.fill('input[name="q"]', alt.split(' ').slice(0, 3).join(' '));
    await page.waitForFunction((id) => {
      const cards = [...document.querySelectorAll('[data-testid^="media-"]')].filter((el) =>
        /^media-\d+$/.test(el.getAttribute('data-testid') ?? ''),
      );
      return cards.length === 1 && cards[0].getAttribute('data-testid') === `media-${id}`;
    }, mediaId);
    expect(await page.locator(`[data-testid="media-${mediaId}"]`).innerText()).toContain('استفاده‌نشده');
    // Persian, right to left, and the filters side by side above the grid.
    expect(await page.evaluate(() => document.documentElement.dir || getComputedStyle(document.body).direction)).toBe('rtl');
    await shot(page, '60-media-library');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, '61-media-library-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(`/admin/media?filter=${encodeURIComponent(JSON.stringify({ q: 'هیچ‌چیز-با-این-نام-نیست' }))}`);
    await page.waitForSelector('[data-testid="media-empty"]');
    expect(await page.locator('[data-testid="media-empty"]').innerText()).toContain('پیدا نشد');
  });

  it('picks the upload as a news cover from the library', async () => {
    const page = session.page;
    await page.goto('/admin/news/create');
    await page.fill('input[name="title"]', newsTitle);
    await page.click('[data-testid="pick-cover"]');
    const dialog = page.locator('[data-testid="media-picker"]');
    await dialog.waitFor();
    await dialog.locator('input[name="q"]').fill(alt);
    const card = dialog.locator(`[data-testid="media-${mediaId}"]`);
    await card.waitFor();
    await shot(page, '62-media-picker');
    await card.locator('button:has-text("انتخاب")').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForSelector('[data-source="cover"] img[src*="/media/"]');
    // Choosing in the dialog did not submit the news form behind it.
    expect(page.url()).toContain('/admin/news/create');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/news\/\d+\/edit$/);
    const newsId = Number(page.url().match(/news\/(\d+)\/edit/)?.[1]);
    expect((await api<{ cover: number }>(page, `/api/admin/news/${newsId}`)).cover).toBe(mediaId);
    expect((await api<MediaRow>(page, `/api/admin/media/${mediaId}`)).usedBy).toEqual([
      expect.objectContaining({ resource: 'news', id: newsId }),
    ]);
  });

  it('refuses to delete the upload while the news uses it, saying where, and deletes it once it does not', async () => {
    const page = session.page;
    await search(alt);
    const card = page.locator(`[data-testid="media-${mediaId}"]`);
    await card.locator(`a:has-text("${newsTitle}")`).waitFor();
    await card.locator('button:has-text("حذف")').click();
    await page.click('.MuiDialog-root button:has-text("تایید")');
    // Toasts may show the title's digits in Persian: match its words.
    await page.waitForSelector('text=/هنوز در خبر «خبری با تصویر از کتابخانه .+» به کار رفته است/');
    await shot(page, '63-media-delete-refused');
    expect((await page.context().request.get(`/api/admin/media/${mediaId}`)).status()).toBe(200);

    // The chip leads to the news; there the cover is removed and the news saved.
    await card.locator(`a:has-text("${newsTitle}")`).click();
    await page.waitForURL(/\/admin\/news\/\d+\/edit$/);
    await page.waitForSelector('[data-source="cover"] img[src*="/media/"]');
    await page.click('[data-source="cover"] button[aria-label="حذف فایل"]');
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => !/\/edit$/.test(url.pathname));

    await search(alt);
    expect(await card.innerText()).toContain('استفاده‌نشده');
    await card.locator('button:has-text("حذف")').click();
    await page.click('.MuiDialog-root button:has-text("تایید")');
    await card.waitFor({ state: 'detached' });
    expect((await page.context().request.get(`/api/admin/media/${mediaId}`)).status()).toBe(404);
  });
});
