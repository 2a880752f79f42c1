import { describe, expect, it } from 'vitest';
import { publicPaths } from '@meydan/shared-types/public';
import { commentNoticeId } from '@meydan/shared-types/comments';
import { newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

async function adminCookie(): Promise<string> {
  const login = await fetch(`${env.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@meydan.example', password: 'Meydan-Admin-1404' }),
  });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('without JavaScript', () => {
  it('sends a comment with the plain form and comes back to the article saying it awaits moderation', async () => {
    const context = await newContext(env.browser, { phone: true, viewport: PHONE_375, javaScript: false });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('request', (request) => visited.push(request.url()));
    const article = env.baseUrl + env.site.routes.newsArticle;
    await page.goto(article, { waitUntil: 'load' });
    const body = 'نظری که بدون جاوااسکریپت فرستاده شد';
    await page.fill('#comment-authorName', 'خواننده بی‌اسکریپت');
    await page.fill('#comment-authorEmail', 'no-script@example.com');
    await page.fill('#comment-body', body);
    await Promise.all([page.waitForURL(`${article}#${commentNoticeId('sent')}`), page.click('.comment-form button[type="submit"]')]);
    // Nothing the reader typed went into an address (history, server logs).
    expect(visited.filter((url) => url.includes('no-script') || url.includes('authorName'))).toEqual([]);
    const notice = page.locator(`#${commentNoticeId('sent')}`);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toBe('نظر شما ثبت شد و پس از تأیید نمایش داده می‌شود.');
    // Only the targeted notice shows.
    expect(await page.locator('.comment-notice').evaluateAll((list) => list.filter((p) => p.checkVisibility()).length)).toBe(1);
    await screenshot(page, 'comment-sent-no-js-phone-375', false);
    // The comment waits for moderation in the back office.
    const latest = (await (
      await fetch(`${env.baseUrl}/api/admin/comment?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`, {
        headers: { cookie: await adminCookie() },
      })
    ).json()) as { body: string; status: string; authorEmail: string }[];
    expect(latest[0]).toMatchObject({ body, status: 'pending', authorEmail: 'no-script@example.com' });
    await context.close();
  });

  it('comes back to the article saying which field to fix', async () => {
    const context = await newContext(env.browser, { javaScript: false });
    const page = await context.newPage();
    const article = env.baseUrl + env.site.routes.newsArticle;
    await page.goto(article, { waitUntil: 'load' });
    await page.fill('#comment-authorName', 'ر');
    await page.fill('#comment-body', 'متنی به اندازهٔ کافی');
    await Promise.all([page.waitForURL(`${article}#${commentNoticeId('authorName')}`), page.click('.comment-form button[type="submit"]')]);
    const notice = page.locator(`#${commentNoticeId('authorName')}`);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toMatch(/^نام باید بین ۲ تا ۶۰ نویسه باشد\. نظر شما ارسال نشد/);
    await screenshot(page, 'comment-error-no-js-desktop', false);
    await context.close();
  });

  it("plays a video from the poster's link", async () => {
    // A video uploaded to the site, so the test needs no outside network.
    const list = await payload(env.baseUrl, '/gallery/video');
    if (list.kind !== 'page' || list.page !== 'galleryList') throw new Error('no video list');
    let found: { path: string; title: string; src: string } | null = null;
    for (const item of list.data.items) {
      const path = publicPaths.video(item.id, item.slug);
      const p = await payload(env.baseUrl, path);
      if (p.kind === 'page' && p.page === 'gallery' && p.data.gallery.videoSrc?.startsWith('/')) {
        found = { path, title: item.title, src: p.data.gallery.videoSrc };
        break;
      }
    }
    if (!found) throw new Error('no uploaded video in the demo data');
    const context = await newContext(env.browser, { phone: true, viewport: PHONE_375, javaScript: false });
    const page = await context.newPage();
    await page.goto(env.baseUrl + found.path, { waitUntil: 'load' });
    const poster = page.getByRole('link', { name: `پخش ویدیو: ${found.title}` });
    expect(await poster.getAttribute('href')).toBe(found.src);
    await screenshot(page, 'video-poster-no-js-phone-375', false);
    const video = await fetch(new URL(found.src, env.baseUrl), { headers: { range: 'bytes=0-15' } });
    expect(video.ok).toBe(true);
    expect(video.headers.get('content-type')).toMatch(/^video\//);
    await context.close();
  });
});
