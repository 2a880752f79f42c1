import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths, type GameCard } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { DESKTOP, newContext, screenshot, screenshotOf } from './browser';
import { payload, unlistedScheduledGame, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

/** Staff at work through the admin API, as the back office's desk does it. */
async function staff(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@meydan.example', password: 'Meydan-Admin-1404' }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async <T = { id: number; version: number }>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/admin/${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

describe('the match centre on a game page', () => {
  let game: GameCard;
  let call: Awaited<ReturnType<typeof staff>>;
  const line = (minute: number, text: string, kind: 'note' | 'key' = 'note') =>
    call('POST', `game/${game.id}/commentary`, { minute, kind, text });

  beforeAll(async () => {
    // A scheduled game no other test looks at.
    game = await unlistedScheduledGame(env.baseUrl);
    call = await staff(env.baseUrl);
  });
  afterAll(async () => {
    await call?.('PUT', `game/${game.id}/result`, { status: 'scheduled', homeScore: null, awayScore: null, events: [] });
  });

  it('says the commentary has not begun before kick-off', async () => {
    const context = await newContext(env.browser, { viewport: PHONE_375 });
    const page = await context.newPage();
    await page.goto(env.baseUrl + publicPaths.game(game.id, game.slug));
    await page.getByText('گزارش زنده هنوز آغاز نشده است').waitFor();
    await page.getByText('آمار این بازی هنوز ثبت نشده است').waitFor();
    await screenshot(page, 'centre-empty-375');
    await context.close();
  });

  it('shows a finished game nobody covered live without a commentary section, with its form', async () => {
    const home = await payload(env.baseUrl, '/');
    if (home.kind !== 'page' || home.page !== 'home') throw new Error('no home payload');
    const finished = home.data.results.find((g) => g.status === 'finished')!;
    const context = await newContext(env.browser, { viewport: PHONE_375 });
    const page = await context.newPage();
    await page.goto(env.baseUrl + publicPaths.game(finished.id, finished.slug));
    await page.getByText('آمار این بازی هنوز ثبت نشده است').waitFor();
    // Over, and nobody wrote about it live: no commentary section at all.
    expect(await page.locator('#commentary-title').count()).toBe(0);
    expect(await page.locator('.h2h__chips .form').count()).toBeGreaterThan(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_375.width);
    await screenshot(page, 'centre-finished-375');
    await context.close();
  });

  it('keeps the text still for a reader scrolled into the commentary, and shows new lines on request', async () => {
    await call('PUT', `game/${game.id}/result`, {
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      events: [
        { minute: 9, side: 'away', type: 'yellow_card', player: 'مدافع میهمان' },
        { minute: 21, side: 'home', type: 'goal', player: 'مهاجم میزبان' },
      ],
    });
    for (let m = 1; m <= 14; m++) await line(m * 2, `خط گزارش دقیقه ${m * 2}: توپ در میانه میدان دست به دست می‌شود.`);
    await line(21, 'گل! ضربه سر دقیق مهاجم میزبان از روی کرنر.', 'key');
    await call('PUT', `game/${game.id}/stats`, {
      version: (await call<{ version: number }>('GET', `game/${game.id}/stats`)).version,
      home: { possession: 58, shots: 9, shotsOnTarget: 4, corners: 5, fouls: 7 },
      away: { possession: 42, shots: 4, shotsOnTarget: 1, corners: 2, fouls: 11 },
    });

    const context = await newContext(env.browser, { viewport: PHONE_375 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stream = page.waitForResponse((r) => r.url().includes('/api/public/live?games='));
    await page.goto(env.baseUrl + publicPaths.game(game.id, game.slug));
    await stream;
    // The key moments stand above the commentary, the key line marked.
    await page.locator('.key-moments__item--goal:has-text("مهاجم میزبان")').waitFor();
    await page.locator('.key-moments__item--yellow_card').waitFor();
    expect(await page.locator('.commentary__entry--key .commentary__minute').first().innerText()).toBe('۲۱′');
    await screenshot(page, 'centre-live-375', false);

    // Down in the list, reading.
    const reading = page.locator('.commentary__entry').nth(8);
    await reading.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const before = await reading.boundingBox();
    await line(30, 'خط تازه: شوت از راه دور که از کنار تیر بیرون رفت.');
    const button = page.getByRole('button', { name: '۱ به‌روزرسانی تازه' });
    await button.waitFor({ timeout: 5_000 });
    expect(await page.getByRole('status').filter({ hasText: 'به‌روزرسانی تازه' }).count()).toBe(1);
    expect(await page.locator('.commentary__entry:has-text("خط تازه")').count()).toBe(0);
    const after = await reading.boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);
    await screenshot(page, 'centre-fresh-button-375', false);

    // From the keyboard.
    await button.focus();
    await page.keyboard.press('Enter');
    const fresh = page.locator('.commentary__entry:has-text("خط تازه")');
    await fresh.waitFor();
    expect(await page.locator('.commentary__entry').first().innerText()).toContain('خط تازه');
    const box = await page.locator('.commentary__list').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(PHONE_375.height / 2);
    expect(await button.count()).toBe(0);
    await screenshot(page, 'centre-fresh-shown-375', false);

    // At the top of the list, a new line comes straight in.
    await line(31, 'خط بعدی که بی‌درنگ دیده می‌شود.');
    await page.locator('.commentary__entry:has-text("بی‌درنگ")').waitFor({ timeout: 5_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the statistics as paired bars, home on the right, and the head-to-head with readable chips', async () => {
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(env.baseUrl + publicPaths.game(game.id, game.slug));
    const possession = page.locator('[data-stat="possession"]');
    expect(await possession.locator('.visually-hidden').innerText()).toContain('۵۸٪');
    const home = await possession.locator('.stat-bars__bar--home').boundingBox();
    const away = await possession.locator('.stat-bars__bar--away').boundingBox();
    expect(home!.x).toBeGreaterThan(away!.x);
    expect(home!.width).toBeGreaterThan(away!.width);
    // Cards come from the events.
    expect(await page.locator('[data-stat="yellowCards"] .visually-hidden').innerText()).toMatch(/۰.*۱/);
    const chips = page.locator('.h2h__chips .form');
    expect(await chips.count()).toBeGreaterThan(0);
    expect(await chips.first().locator('.visually-hidden').innerText()).toMatch(/^(برد|مساوی|باخت) [۰-۹]+-[۰-۹]+ /);
    // Each meeting is heard home score first, and seen with each score beside its team.
    const data = await payload(env.baseUrl, publicPaths.game(game.id, game.slug));
    if (data.kind !== 'page' || data.page !== 'game') throw new Error('no game payload');
    const [meeting] = data.data.game.headToHead.meetings;
    const row = page.locator('.h2h__meeting').first();
    expect(await row.locator('.visually-hidden').innerText()).toBe(
      `${toPersianDigits(meeting.homeScore)} - ${toPersianDigits(meeting.awayScore)}`,
    );
    await screenshotOf(page.locator('.h2h'), 'centre-h2h-desktop');
    await page.locator('.stat-bars').scrollIntoViewIfNeeded();
    await screenshot(page, 'centre-stats-desktop');

    // Structured data: every block parses, the game is a SportsEvent covered by a live blog.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = blocks.map((b) => JSON.parse(b) as { '@type': string; liveBlogUpdate?: { headline: string }[] });
    expect(ld.map((j) => j['@type'])).toEqual(expect.arrayContaining(['SportsEvent', 'LiveBlogPosting', 'BreadcrumbList']));
    expect(ld.find((j) => j['@type'] === 'LiveBlogPosting')!.liveBlogUpdate![0].headline).toContain('بی‌درنگ');
    await context.close();
  });
});
