import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshot } from './browser';
import { useSiteBrowser } from './site-data';

const env = useSiteBrowser();

/** Logs in as staff and approves the pending comment with this body, through the admin API, from the page. */
async function approve(page: Page, newsId: number, body: string): Promise<void> {
  await page.evaluate(
    async ({ newsId, body }) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'admin@meydan.example', password: 'Meydan-Admin-1404' }),
      });
      if (!login.ok) throw new Error(`login ${login.status}`);
      const filter = encodeURIComponent(JSON.stringify({ news: newsId, status: 'pending' }));
      const list = (await (await fetch(`/api/admin/comment?filter=${filter}&range=[0,99]`)).json()) as { id: number; body: string }[];
      const comment = list.find((c) => c.body === body);
      if (!comment) throw new Error('comment not found');
      const put = await fetch(`/api/admin/comment/${comment.id}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ status: 'approved' }),
      });
      if (!put.ok) throw new Error(`approve ${put.status}`);
    },
    { newsId, body },
  );
}

describe('interactions', () => {
  it('sends a comment that appears once staff approve it; errors keep what was typed', async () => {
    const context = await newContext(env.browser, { phone: true });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.newsArticle, { waitUntil: 'networkidle' });
    await page.fill('#comment-authorName', 'ا');
    await page.fill('#comment-body', 'نظر آزمایشی');
    await page.click('.comment-form button[type="submit"]');
    await page.locator('#comment-authorName-error').waitFor();
    expect(await page.inputValue('#comment-body')).toBe('نظر آزمایشی');

    const body = `بازی خوبی بود ${Date.now()}`;
    await page.fill('#comment-authorName', 'خواننده آزمایشی');
    await page.fill('#comment-body', body);
    await page.click('.comment-form button[type="submit"]');
    await page.locator('.toast--success').waitFor();
    expect(await page.locator('.toast--success').innerText()).toContain('تأیید');
    await screenshot(page, 'comment-sent-phone');

    await approve(page, env.site.article.id, body);
    await page.reload();
    await page.locator(`.comment__body:has-text("${body}")`).waitFor({ timeout: 10_000 });
    // Logged in as staff now: /api/auth/me at start reveals the link to the back office.
    await page.locator('a.staff-link[href="/admin/"]').waitFor();
    await context.close();
  });

  it('moves the photo slider and opens the lightbox (keyboard to move, Escape to close)', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.photo, { waitUntil: 'networkidle' });
    await page.locator('.photo-slider .swiper--ready').waitFor();
    const counter = page.locator('.photo-slider__counter');
    const before = await counter.innerText();
    await page.click('.photo-slider .slider-nav--next');
    await page.waitForFunction((text) => document.querySelector('.photo-slider__counter')?.textContent !== text, before);
    await page.click('.photo-slider .swiper-slide-active .photo-slide__open');
    await page.locator('.lightbox .swiper--ready').waitFor();
    const active = () => page.locator('.lightbox .swiper-slide-active figcaption').innerText();
    const first = await active();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((text) => document.querySelector('.lightbox .swiper-slide-active figcaption')?.textContent !== text, first);
    await page.waitForTimeout(500); // let the slide transition finish before the picture
    await screenshot(page, 'lightbox-desktop', false);
    await page.keyboard.press('Escape');
    expect(await page.locator('.lightbox').count()).toBe(0);
    await context.close();
  });

  it('shows the video poster first and mounts the player on click', async () => {
    const context = await newContext(env.browser, { phone: true });
    const page = await context.newPage();
    await page.goto(env.baseUrl + env.site.routes.video, { waitUntil: 'networkidle' });
    expect(await page.locator('.video-frame__poster img').count()).toBe(1);
    expect(await page.locator('.video-frame video, .video-frame iframe').count()).toBe(0);
    await page.click('.video-frame__poster');
    await page.locator('.video-frame video, .video-frame iframe, .video-frame [src]').first().waitFor({ timeout: 20_000 });
    await context.close();
  });
});
