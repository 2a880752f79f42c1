import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import {
  addJalaliDays,
  CALENDAR_COOKIE,
  formatDate,
  JALALI_MONTHS,
  jalaliToGregorian,
  tehranJalaliDate,
  type Calendar,
} from '@meydan/shared-types/calendar';
import { publicPaths } from '@meydan/shared-types/public';
import { toPersianDigits } from '@meydan/shared-types/text';
import { DESKTOP, newContext, screenshot } from './browser';
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
