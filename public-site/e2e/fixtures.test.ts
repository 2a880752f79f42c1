import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addJalaliDays, formatJalaliDate, jalaliDateLabel, tehranJalaliDate, type JalaliDate } from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { type GameResultInput } from '@meydan/shared-types/schemas';
import { DESKTOP, newContext, pointing, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

const day = (offset: number) => addJalaliDays(tehranJalaliDate(), offset);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** The day a fixtures page shows, as its heading line names it. */
const shownDay = (page: Page) => page.locator('.fixtures__date time').innerText();

async function open(path: string, opts: { phone?: boolean; javaScript?: boolean } = {}) {
  const context = await newContext(env.browser, {
    phone: opts.phone,
    viewport: opts.phone ? PHONE_375 : DESKTOP,
    javaScript: opts.javaScript,
  });
  const page = await context.newPage();
  await page.goto(env.baseUrl + path, { waitUntil: 'networkidle' });
  return { context, page };
}

describe('fixtures by day', () => {
  it("shows today's games by league; the previous and next day links move a day without reloading", async () => {
    const { context, page } = await open('/games');
    expect(await page.locator('h1').innerText()).toBe('بازی‌های امروز');
    expect(await shownDay(page)).toBe(jalaliDateLabel(day(0), { weekday: true }));
    expect(await page.title()).toMatch(/^بازی‌های امروز/);
    expect(await page.locator('.fixture-group').count()).toBeGreaterThan(1);
    expect(await page.locator('.fixture-group .game-row').count()).toBeGreaterThan(2);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });

    await page.getByRole('link', { name: /^روز قبل/ }).click();
    await page.waitForURL(`**${publicPaths.fixtures(day(-1))}`);
    await expect.poll(() => shownDay(page), { timeout: 10_000 }).toBe(jalaliDateLabel(day(-1), { weekday: true }));
    await expect.poll(() => page.title()).toContain(jalaliDateLabel(day(-1), { weekday: true }));
    expect(await page.title()).not.toMatch(/[0-9]/);

    await page.getByRole('link', { name: /^روز بعد/ }).click();
    await page.waitForURL(`**${publicPaths.fixtures(day(0))}`);
    await page.getByRole('link', { name: /^روز بعد/ }).click();
    await page.waitForURL(`**${publicPaths.fixtures(day(1))}`);
    await expect.poll(() => shownDay(page), { timeout: 10_000 }).toBe(jalaliDateLabel(day(1), { weekday: true }));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });

  it('keeps the previous and next day links working without JavaScript', async () => {
    const { context, page } = await open(publicPaths.fixtures(day(-1)), { javaScript: false });
    await page.getByRole('link', { name: /^روز قبل/ }).click();
    await page.waitForURL(`**${publicPaths.fixtures(day(-2))}`);
    expect(await shownDay(page)).toBe(jalaliDateLabel(day(-2), { weekday: true }));
    await page.getByRole('link', { name: /^روز بعد/ }).click();
    await page.waitForURL(`**${publicPaths.fixtures(day(-1))}`);
    await context.close();
  });

  it('chooses a day with the date picker, by pointer and by keyboard', async () => {
    const { context, page } = await open('/games');
    const toggle = page.locator('.date-picker summary');
    await toggle.click();
    const panel = page.locator('.date-picker__panel');
    await panel.waitFor();
    const today = day(0);
    // The shown day is focused and marked; the heading names its month in Persian.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('date');
    await screenshot(page, 'fixtures-date-picker-desktop', false);

    // A day of the month before, by pointer.
    await page.getByRole('button', { name: 'ماه قبل' }).click();
    const previousMonth: JalaliDate =
      today.month === 1 ? { year: today.year - 1, month: 12, day: 10 } : { year: today.year, month: today.month - 1, day: 10 };
    await panel.getByRole('link', { name: jalaliDateLabel(previousMonth, { weekday: true }), exact: true }).click();
    await page.waitForURL(`**${publicPaths.fixtures(previousMonth)}`);
    // The address changes before the day's data arrives: wait for the page, not only the URL.
    await expect.poll(() => shownDay(page), { timeout: 10_000 }).toBe(jalaliDateLabel(previousMonth, { weekday: true }));
    expect(await panel.isVisible()).toBe(false);

    // Two days on and a week back, by keyboard: ← is the next day in a right-to-left calendar, ↑ a week before.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    // The calendar puts the focus on the shown day once it has opened; keys pressed before that are lost.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day')), { timeout: 5_000 })
      .toBe(formatJalaliDate(previousMonth));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    const target = addJalaliDays(previousMonth, 2 - 7);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(formatJalaliDate(target));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${publicPaths.fixtures(target)}`);
    await expect.poll(() => shownDay(page), { timeout: 10_000 }).toBe(jalaliDateLabel(target, { weekday: true }));

    // Escape closes the calendar and gives the focus back to its button.
    await toggle.click();
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', timeout: 2_000 });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await context.close();
  });

  it('points its «previous» arrows right and its «next» arrows left, as every right-to-left control does', async () => {
    const { context, page } = await open('/games');
    await page.locator('.date-picker summary').click();
    await page.locator('.date-picker__panel').waitFor();
    const arrow = (name: RegExp, role: 'button' | 'link') => pointing(page.getByRole(role, { name }));
    expect(await arrow(/^ماه قبل$/, 'button')).toBe('right');
    expect(await arrow(/^ماه بعد$/, 'button')).toBe('left');
    expect(await arrow(/^روز قبل/, 'link')).toBe('right');
    expect(await arrow(/^روز بعد/, 'link')).toBe('left');
    await screenshot(page, 'fixtures-arrows-desktop', false);
    await context.close();
  });

  it("opens a row's game page from the row", async () => {
    const { context, page } = await open(publicPaths.fixtures(day(-1)));
    const p = await payload(env.baseUrl, publicPaths.fixtures(day(-1)));
    if (p.kind !== 'page' || p.page !== 'fixtures') throw new Error('no fixtures payload');
    const game = p.data.groups[0].games[0];
    // The whole row leads to the game, not only its score: click its lower line, away from the team names.
    const row = page.locator('.fixture-group .game-row').first();
    const box = await row.boundingBox();
    await row.click({ position: { x: box!.width * 0.3, y: box!.height - 6 } });
    await page.waitForURL(`**${publicPaths.game(game.id, game.slug)}`);
    await page.locator('.scoreboard').waitFor();
    expect(await page.locator('.scoreboard').innerText()).toContain(game.home.title);
    await context.close();
  });

  it('updates a row in play when its score is saved in the back office, without a reload', async () => {
    // A game in play is listed on the day it kicked off: yesterday's, just after Tehran's midnight.
    let path = '';
    let game;
    for (const candidate of [publicPaths.fixtures(), publicPaths.fixtures(day(-1))]) {
      const p = await payload(env.baseUrl, candidate);
      if (p.kind !== 'page' || p.page !== 'fixtures') throw new Error('no fixtures payload');
      game = p.data.groups
        .flatMap((g) => g.games)
        .filter((g) => g.status === 'live')
        .at(-1);
      path = candidate;
      if (game) break;
    }
    if (!game || game.homeScore === null || game.awayScore === null) throw new Error('no game in play today or yesterday');
    const login = await fetch(`${env.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@meydan.example', password: 'Meydan-Admin-1404' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const read = async () =>
      (await (await fetch(`${env.baseUrl}/api/admin/game/${game.id}/result`, { headers: { cookie } })).json()) as GameResultInput;
    const current = await read();
    const save = async (result: GameResultInput) => {
      const res = await fetch(`${env.baseUrl}/api/admin/game/${game.id}/result`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(result),
      });
      expect(res.ok, await res.text()).toBe(true);
    };

    const { context, page } = await open(path);
    const row = page.locator('.game-row', { has: page.locator(`a[href="${publicPaths.game(game.id, game.slug)}"]`) });
    const score = () =>
      row
        .locator('.game-row__score')
        .innerText()
        .then((t) => t.replace(/\s+/g, ''));
    const digits = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(await score()).toBe(`${digits(game.homeScore)}-${digits(game.awayScore)}`);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    try {
      await save({ ...current, homeScore: game.homeScore + 5 });
      await page.waitForFunction(
        ({ href, want }) => document.querySelector(`a[href="${href}"]`)?.textContent?.replace(/\s+/g, '') === want,
        { href: publicPaths.game(game.id, game.slug), want: `${digits(game.homeScore + 5)}-${digits(game.awayScore)}` },
        { timeout: 3_000 },
      );
      expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      // The result carries its version: putting the old one back needs the version the first save made.
      await save({ ...current, version: (await read()).version });
      await context.close();
    }
  });

  it('looks right on a phone and on a desktop: right to left, Persian digits, nothing overflowing', async () => {
    for (const [name, phone] of [
      ['phone-375', true],
      ['desktop', false],
    ] as const) {
      const { context, page } = await open('/games', { phone });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/[0-9]/);
      // The team names and score of each row stay on one line, inside the row.
      const rows = page.locator('.fixture-group .game-row__line');
      for (let i = 0; i < Math.min(await rows.count(), 6); i++) {
        const box = await rows.nth(i).boundingBox();
        expect(box!.height).toBeLessThan(60);
      }
      await screenshot(page, `fixtures-${name}`);
      if (phone) {
        await page.locator('.date-picker summary').click();
        await page.locator('.date-picker__panel').waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, 'fixtures-date-picker-phone-375', false);
        // A tap on the dimmed page closes the sheet and opens nothing underneath.
        await page.locator('.date-picker__backdrop').click({ position: { x: 20, y: 300 } });
        expect(await page.locator('.date-picker__panel').isVisible()).toBe(false);
        expect(new URL(page.url()).pathname).toBe('/games');
      }
      const quiet = publicPaths.fixtures(day(3));
      await page.goto(env.baseUrl + quiet, { waitUntil: 'networkidle' });
      expect(await page.locator('.empty-state').innerText()).toContain(jalaliDateLabel(day(3), { weekday: true }));
      await screenshot(page, `fixtures-empty-day-${name}`, false);
      await context.close();
    }
  });
});
