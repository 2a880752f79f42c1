import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import {
  addJalaliDays,
  CALENDAR_COOKIE,
  formatDate,
  formatJalaliDate,
  gregorianToJalali,
  JALALI_MONTHS,
  jalaliToGregorian,
  jalaliWeekday,
  tehranJalaliDate,
  type Calendar,
} from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { DESKTOP, newContext, pointing, screenshot } from './browser';
import { payload, useSiteBrowser } from './site-data';

const env = useSiteBrowser();
const PHONE_375 = { width: 375, height: 812 };

async function inCalendar(calendar: Calendar, phone = false): Promise<BrowserContext> {
  const context = await newContext(env.browser, { phone, viewport: phone ? PHONE_375 : DESKTOP });
  await context.addCookies([{ name: CALENDAR_COOKIE, value: calendar, url: env.baseUrl }]);
  return context;
}

const gregorianDay = (offset: number) =>
  formatDate(jalaliToGregorian(addJalaliDays(tehranJalaliDate(), offset)), { calendar: 'gregorian', weekday: true });

/** A Gregorian day by its UTC fields (month 0–11, overflowing into the next as Date does). */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
/** «نوامبر ۲۰۲۶»: the Gregorian month of a day as the site names it, without the day. */
const gregorianMonth = (date: Date) => formatDate(date, { calendar: 'gregorian' }).split(' ').slice(1).join(' ');

describe("the reader's calendar", () => {
  for (const phone of [false, true]) {
    it(`shows /games in the Gregorian calendar when the reader chose it (${phone ? 'phone-375' : 'desktop'})`, async () => {
      const context = await inCalendar('gregorian', phone);
      const page = await context.newPage();
      await page.goto(`${env.baseUrl}/games`, { waitUntil: 'networkidle' });
      expect(await page.locator('.fixtures__date time').innerText()).toBe(gregorianDay(0));
      // The day strip too: no Jalali month is named anywhere on the page's visible text.
      const words = (await page.locator('main').innerText()).split(/\s+/);
      expect(words.filter((w) => (JALALI_MONTHS as readonly string[]).includes(w))).toEqual([]);
      const current = page.locator('.day-chip--current');
      const today = jalaliToGregorian(tehranJalaliDate());
      expect(await current.innerText()).toContain(toPersianDigits(today.getUTCDate()));
      await screenshot(page, `games-gregorian-${phone ? 'phone-375' : 'desktop'}`, false);
      // And after moving a day inside the app.
      await page.getByRole('link', { name: /^روز بعد/ }).click();
      await expect.poll(() => page.locator('.fixtures__date time').innerText(), { timeout: 10_000 }).toBe(gregorianDay(1));
      await context.close();
    });
  }

  for (const [width, phone] of [
    [1280, false],
    [375, true],
  ] as const) {
    it(`lays the /games calendar out in Gregorian months, its days leading to their Jalali addresses (${width} px)`, async () => {
      const context = await newContext(env.browser, { phone, viewport: { width, height: phone ? 812 : 900 } });
      await context.addCookies([{ name: CALENDAR_COOKIE, value: 'gregorian', url: env.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${env.baseUrl}/games`, { waitUntil: 'networkidle' });
      await page.locator('.date-picker summary').click();
      const panel = page.locator('.date-picker__panel');
      await panel.waitFor();

      const today = tehranJalaliDate();
      const now = jalaliToGregorian(today);
      const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()];
      const first = utcDay(year, month, 1);
      const length = utcDay(year, month + 1, 0).getUTCDate();
      expect(await panel.locator('.date-picker__title').innerText()).toBe(gregorianMonth(first));
      // The weeks still run from Saturday: blanks up to the first's weekday, then the month's own days.
      const cells = await panel.locator('tbody td').allInnerTexts();
      const blanks = jalaliWeekday(gregorianToJalali(first));
      expect(cells.slice(0, blanks + length)).toEqual([
        ...Array<string>(blanks).fill(''),
        ...Array.from({ length }, (_, i) => toPersianDigits(i + 1)),
      ]);
      expect(cells.slice(blanks + length).every((c) => c === '')).toBe(true);
      // Today is its Gregorian number and still leads to the Jalali address the server keeps.
      const current = panel.locator('[aria-current="date"]');
      expect(await current.innerText()).toBe(toPersianDigits(now.getUTCDate()));
      expect(await current.getAttribute('href')).toBe(publicPaths.fixtures(today));
      expect(await current.getAttribute('aria-label')).toBe(gregorianDay(0));
      // No Jalali month named anywhere in the open calendar, seen or spoken.
      const names = await panel.evaluate((el: HTMLElement) => [
        el.innerText,
        ...[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
      ]);
      const words = names.join(' ').split(/\s+/);
      expect(words.filter((w) => (JALALI_MONTHS as readonly string[]).includes(w))).toEqual([]);
      expect(await pointing(panel.getByRole('button', { name: 'ماه قبل' }))).toBe('right');
      expect(await pointing(panel.getByRole('button', { name: 'ماه بعد' }))).toBe('left');
      await screenshot(page, `games-picker-gregorian-${width}`, false);

      // The month before is the Gregorian one, and its 10th opens that day's Jalali address.
      await panel.getByRole('button', { name: 'ماه قبل' }).click();
      expect(await panel.locator('.date-picker__title').innerText()).toBe(gregorianMonth(utcDay(year, month - 1, 1)));
      const tenth = utcDay(year, month - 1, 10);
      await panel.getByRole('link', { name: formatDate(tenth, { calendar: 'gregorian', weekday: true }), exact: true }).click();
      await page.waitForURL(`**${publicPaths.fixtures(gregorianToJalali(tenth))}`);
      await expect
        .poll(() => page.locator('.fixtures__date time').innerText(), { timeout: 10_000 })
        .toBe(formatDate(tenth, { calendar: 'gregorian', weekday: true }));

      // Page Down moves a Gregorian month: from the 10th to the 10th.
      await page.locator('.date-picker summary').click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day')), { timeout: 5_000 })
        .toBe(formatJalaliDate(gregorianToJalali(tenth)));
      await page.keyboard.press('PageDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(
        formatJalaliDate(gregorianToJalali(utcDay(year, month, 10))),
      );
      expect(await panel.locator('.date-picker__title').innerText()).toBe(gregorianMonth(first));
      await context.close();
    });
  }

  it("gives a team's founding year in the reader's calendar", async () => {
    const table = await payload(env.baseUrl, env.site.routes.leagueTable);
    if (table.kind !== 'page' || table.page !== 'leagueTable') throw new Error('no league table payload');
    let found: { path: string; year: number } | null = null;
    for (const row of table.data.table.rows) {
      const path = publicPaths.team(row.team.id, row.team.slug);
      const p = await payload(env.baseUrl, path);
      if (p.kind === 'page' && p.page === 'team' && p.data.team.foundedYear) {
        found = { path, year: p.data.team.foundedYear };
        break;
      }
    }
    if (!found) throw new Error('no team with a founding year in the demo data');
    for (const [calendar, year] of [
      ['jalali', found.year - 621],
      ['gregorian', found.year],
    ] as const) {
      const context = await inCalendar(calendar);
      const page = await context.newPage();
      await page.goto(env.baseUrl + found.path, { waitUntil: 'networkidle' });
      const fact = page.locator('.team-hero__facts div', { hasText: 'تأسیس' }).locator('dd');
      expect(await fact.innerText()).toBe(toPersianDigits(year));
      await context.close();
    }
  });
});
