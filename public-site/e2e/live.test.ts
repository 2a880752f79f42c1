import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths, type GameCard } from '@meydan/shared-types/public';
import { type GameResultInput } from '@meydan/shared-types/schemas';
import { newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();

/** Staff saving a result in the back office, through the admin API. */
async function adminSession(baseUrl: string) {
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
  return async (gameId: number, result: GameResultInput) => {
    const res = await fetch(`${baseUrl}/api/admin/game/${gameId}/result`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(result),
    });
    if (!res.ok) throw new Error(`saving the result: ${res.status} ${await res.text()}`);
  };
}

describe('a live game', () => {
  let game: GameCard;
  let save: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    const home = await payload(env.baseUrl, '/');
    if (home.kind !== 'page' || home.page !== 'home') throw new Error('no home payload');
    // A game nobody else's test looks at: the last scheduled one on the home page.
    const scheduled = home.data.upcoming.filter((g) => g.status === 'scheduled');
    game = scheduled[scheduled.length - 1];
    save = await adminSession(env.baseUrl);
    await save(game.id, { status: 'live', homeScore: 0, awayScore: 0, events: [] });
  });
  afterAll(async () => {
    await save?.(game.id, { status: 'scheduled', homeScore: null, awayScore: null, events: [] });
  });

  it('shows a goal saved in the back office on the open game page within 2 s, without a reload', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const stream = page.waitForResponse((r) => r.url().includes('/api/public/live?games='));
    await page.goto(env.baseUrl + publicPaths.game(game.id, game.slug));
    expect(await page.locator('.scoreboard__digits').innerText()).toBe('۰ - ۰');
    expect(await page.locator('.scoreboard .status').innerText()).toBe('در جریان');
    await page.locator('.scoreboard .live-minute').waitFor();
    const live = await stream;
    expect(live.headers()['content-type']).toContain('text/event-stream');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const saved = Date.now();
    await save(game.id, {
      status: 'live',
      homeScore: 1,
      awayScore: 0,
      events: [{ minute: 12, side: 'home', type: 'goal', player: 'گلزن زنده', relatedPlayer: 'پاسور زنده' }],
    });
    await page.waitForFunction(() => document.querySelector('.scoreboard__digits')?.textContent === '۰ - ۱', null, { timeout: 2_000 });
    const delay = Date.now() - saved;
    expect(delay).toBeLessThan(2_000);
    await page.locator('.timeline__event--goal:has-text("گلزن زنده")').waitFor({ timeout: 1_000 });
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // Said to screen-reader users, politely.
    const region = page.locator('[aria-live="polite"]:has-text("گل برای")');
    expect(await region.innerText()).toContain(game.home.title);
    await screenshot(page, 'live-game-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('updates the home scoreboard too, and the game page on a phone; without JavaScript the page shows the state it was rendered with', async () => {
    const context = await newContext(env.browser, { phone: true });
    const home = await context.newPage();
    const stream = home.waitForResponse((r) => r.url().includes('/api/public/live?games='));
    await home.goto(`${env.baseUrl}/`);
    const row = home.locator('.game-row', { has: home.locator(`a[href^="/game/${game.id}/"]`) }).first();
    const score = row.locator('.game-row__score');
    expect((await score.innerText()).replace(/\s+/g, '')).toBe('۱-۰');
    expect(await row.locator('.live-minute').count()).toBe(1);
    await stream;

    const gamePage = await context.newPage();
    await gamePage.goto(env.baseUrl + publicPaths.game(game.id, game.slug));
    await gamePage.locator('.scoreboard .live-minute').waitFor();

    await save(game.id, {
      status: 'live',
      homeScore: 1,
      awayScore: 1,
      events: [
        { minute: 12, side: 'home', type: 'goal', player: 'گلزن زنده', relatedPlayer: 'پاسور زنده' },
        { minute: 30, side: 'away', type: 'penalty_goal', player: 'پنالتی‌زن زنده' },
      ],
    });
    await home.waitForFunction(
      (id) => {
        const link = document.querySelector(`a[href^="/game/${id}/"]`);
        return link?.closest('.game-row')?.querySelector('.game-row__score')?.textContent?.replace(/\s+/g, '') === '۱-۱';
      },
      game.id,
      { timeout: 2_000 },
    );
    await gamePage.waitForFunction(() => document.querySelector('.scoreboard__digits')?.textContent === '۱ - ۱', null, { timeout: 2_000 });
    await gamePage.locator('.timeline__event--penalty_goal:has-text("پنالتی‌زن زنده")').waitFor({ timeout: 1_000 });
    await screenshot(home, 'live-home-phone');
    await screenshot(gamePage, 'live-game-phone');
    await context.close();

    const noScript = await newContext(env.browser, { javaScript: false });
    const plain = await noScript.newPage();
    await plain.goto(env.baseUrl + publicPaths.game(game.id, game.slug));
    expect(await plain.locator('.scoreboard__digits').innerText()).toBe('۱ - ۱');
    expect(await plain.locator('.scoreboard .live-minute').innerText()).toMatch(/^[۰-۹]+(\+[۰-۹]+)?′$/);
    await noScript.close();
  });
});
