import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { publicPaths, type GameCard } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { type GameResultInput } from '@meydan/shared-types/schemas';
import { axeViolations } from './axe';
import { newContext, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();

async function login(baseUrl: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function shoot(page: Page, name: string, fullPage = false) {
  // The bell mounts a moment after hydration.
  await page.locator('.bell__button').first().waitFor();
  await screenshot(page, name, fullPage);
}

describe("the reader's own Meydan", () => {
  let game: GameCard;
  let article: string;
  let admin: string;
  const save = async (result: GameResultInput) => {
    const res = await fetch(`${env.baseUrl}/api/admin/game/${game.id}/result`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify(result),
    });
    if (!res.ok) throw new Error(`saving the result: ${res.status} ${await res.text()}`);
  };
  const team = () => game.home;

  beforeAll(async () => {
    const home = await payload(env.baseUrl, '/');
    if (home.kind !== 'page' || home.page !== 'home') throw new Error('no home payload');
    const scheduled = home.data.upcoming.filter((g) => g.status === 'scheduled');
    game = scheduled[0];
    article = publicPaths.newsArticle(home.data.latest[0].id, home.data.latest[0].slug);
    admin = await login(env.baseUrl, 'admin@meydan.example', 'Meydan-Admin-1404');
    await save({ status: 'live', homeScore: 0, awayScore: 0, events: [] });
  });
  afterAll(async () => {
    await save?.({ status: 'scheduled', homeScore: null, awayScore: null, events: [] }).catch(() => undefined);
  });

  async function follow(context: BrowserContext, width: number) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto(env.baseUrl + publicPaths.team(team().id, team().slug));
    const button = page.locator('.follow__button');
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await shoot(page, `follow-button-${width}`);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.innerText()).toContain('دنبال می‌کنید');
    await shoot(page, `follow-button-on-${width}`);
    return page;
  }

  it("shows an empty /me with links to the league tables, then the followed team's games, and passes axe", async () => {
    for (const width of [375, 1280]) {
      const context = await newContext(env.browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${env.baseUrl}/me`);
      await page.getByText('هنوز تیم یا بازیکنی را دنبال نمی‌کنید').waitFor();
      expect(await page.locator('.me-empty__leagues a').count()).toBeGreaterThan(0);
      await shoot(page, `me-empty-${width}`, true);
      if (width === 1280) expect(await axeViolations(page)).toEqual([]);

      await follow(context, width);
      const me = await context.newPage();
      await me.setViewportSize({ width, height: 800 });
      await me.goto(`${env.baseUrl}/me`);
      await me.locator('#me-next-title').waitFor();
      expect(await me.locator('.me-follows').innerText()).toContain(team().title);
      expect(await me.locator('[aria-labelledby="me-players-title"] .empty-state').innerText()).toContain('بازیکنی را دنبال نمی‌کنید');
      // The team's games, in play and next, and its latest results.
      const games = me.locator('.me-page__grid');
      expect(await games.locator('.section').first().innerText()).toContain(team().shortTitle ?? team().title);
      expect(await games.locator('.section').nth(1).innerText()).toContain(team().shortTitle ?? team().title);
      await shoot(me, `me-filled-${width}`, true);
      if (width === 1280) expect(await axeViolations(me)).toEqual([]);
      await context.close();
    }
  });

  it('lists a followed player on /me with their club and goals, linked to their page', async () => {
    const home = await payload(env.baseUrl, '/');
    if (home.kind !== 'page' || home.page !== 'home' || !home.data.table) throw new Error('no table on the home page');
    const { league } = home.data.table;
    const scorers = await payload(env.baseUrl, publicPaths.scorers(league.id, league.slug));
    if (scorers.kind !== 'page' || scorers.page !== 'scorers') throw new Error('no scorers page');
    const leader = scorers.data.scorers[0];
    for (const width of [375, 1280]) {
      const context = await newContext(env.browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(env.baseUrl + publicPaths.player(leader.player.id, leader.player.slug));
      const button = page.locator('.follow__button');
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');

      await page.goto(`${env.baseUrl}/me`);
      const row = page.locator('.me-players__player');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      const text = await row.innerText();
      expect(text).toContain(leader.player.name);
      expect(text).toContain(leader.team!.title);
      expect(text).toContain(`${toPersianDigits(leader.count)} گل در این فصل`);
      // Followed alone, a player brings no team's games: those sections say so.
      expect(await page.locator('#me-next-title').count()).toBe(1);
      await shoot(page, `me-players-${width}`, true);
      if (width === 1280) expect(await axeViolations(page)).toEqual([]);
      await row.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith(`/player/${leader.player.id}/`));
      await context.close();
    }
  });

  it('tells two open article pages of a goal within 2 s, over one stream, in a toast and the bell', async () => {
    const context = await newContext(env.browser);
    const streams: string[] = [];
    context.on('request', (r) => {
      if (r.url().includes('/api/public/live?')) streams.push(r.url());
    });
    await (await follow(context, 1280)).close();
    streams.length = 0;
    const opened = context.waitForEvent('response', { predicate: (r) => r.url().includes('/api/public/live?'), timeout: 15_000 });
    const first = await context.newPage();
    await first.goto(env.baseUrl + article);
    const second = await context.newPage();
    await second.goto(env.baseUrl + article);
    await opened;
    await second.locator('.bell .bell__button').waitFor();
    await first.locator('.bell .bell__button').waitFor();
    await new Promise((r) => setTimeout(r, 500));
    expect(streams.length).toBe(1);
    expect(streams[0]).toContain(`games=`);

    const saved = Date.now();
    await save({ status: 'live', homeScore: 1, awayScore: 0, events: [{ minute: 34, side: 'home', type: 'goal', player: 'گلزن' }] });
    const text = `گل! ${team().title} ۱ – ۰ ${game.away.title}، دقیقه ۳۴`;
    await Promise.all([first, second].map((p) => p.locator('.notice-toast', { hasText: text }).waitFor({ timeout: 2_000 })));
    expect(Date.now() - saved).toBeLessThan(2_500);
    for (const p of [first, second]) expect(await p.locator('.bell__count').innerText()).toBe('۱');
    await shoot(first, 'toast-1280');
    await first.locator('.bell .bell__button').click();
    await first.locator('.bell__menu').waitFor();
    expect(await first.locator('.bell__item--unread').innerText()).toBe(text);
    await shoot(first, 'bell-menu-1280');
    await first.setViewportSize({ width: 375, height: 800 });
    await shoot(first, 'bell-menu-375');
    await first.getByRole('button', { name: 'همه خوانده شد' }).click();
    await expect.poll(() => first.locator('.bell__count').count()).toBe(0);

    // A reload remembers the notice and tells nothing again.
    await second.reload();
    await second.locator('.bell .bell__button').waitFor();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await second.locator('.notice-toast').count()).toBe(0);
    await context.close();
  });

  it('merges what a reader followed before signing in with the account', async () => {
    const reader = await login(env.baseUrl, 'user@meydan.example', 'Meydan-User-1404');
    const home = await payload(env.baseUrl, '/');
    if (home.kind !== 'page' || home.page !== 'home' || !home.data.table) throw new Error('no table on the home page');
    const league = home.data.table.league;
    await fetch(`${env.baseUrl}/api/me/follows/league/${league.id}`, { method: 'PUT', headers: { cookie: reader } });

    const context = await newContext(env.browser);
    const page = await follow(context, 1280);
    const signIn = await page.request.post(`${env.baseUrl}/api/auth/login`, {
      data: { email: 'user@meydan.example', password: 'Meydan-User-1404' },
    });
    expect(signIn.ok()).toBe(true);
    await page.reload();
    await expect.poll(() => page.locator('.follow__button').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('meydan:follows'))) ?? '{}') as object)
      .toMatchObject({ teams: [team().id], leagues: [league.id] });
    const account = (await (await page.request.get(`${env.baseUrl}/api/me/follows`)).json()) as { teams: number[]; leagues: number[] };
    expect(account.teams).toContain(team().id);
    expect(account.leagues).toContain(league.id);
    await context.close();
  });
});
