import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addJalaliDays, formatDate, jalaliDateLabel, tehranJalaliDate } from '@meydan/shared-types/calendar';
import { api, shot, useStaffSession } from './support/browser';
import { seriousViolations } from './support/axe';

const session = useStaffSession('editor');

/** The calendar day of an instant on Tehran's clocks, by the zone's own history. */
const tehranDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

async function openPicker(page: Page): Promise<Locator> {
  await page.click('input[name="publishedAt"]');
  await page.waitForURL(/picker=publishedAt/);
  const picker = page.locator('.meydan-picker');
  await picker.locator('.rmdp-day-picker').waitFor();
  return picker;
}

/**
 * 1 Farvardin of a year (Persian digits), at noon, as an editor gets there: the year from the year list,
 * Farvardin from the month list the month's name opens, then the day and the time.
 */
async function pickNowruz(page: Page, year: string): Promise<void> {
  const picker = await openPicker(page);
  await picker.getByRole('combobox').click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await picker.locator('.rmdp-header-values span').first().click();
  await picker.locator('.rmdp-month-picker .rmdp-day span', { hasText: /^فروردین$/ }).click();
  expect(await picker.locator('.rmdp-header-values').innerText()).toBe(`فروردین ${year}`);
  await picker.locator('.rmdp-day-picker .rmdp-day:not(.rmdp-day-hidden):not(.rmdp-deactive) span', { hasText: /^۱$/ }).click();
  await picker.locator('input[name="hour"]').fill('12');
  await picker.locator('input[name="minute"]').fill('00');
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  expect(await page.inputValue('input[name="publishedAt"]')).toBe(`${year}/۰۱/۰۱ ۱۲:۰۰`);
}

const storedDate = async (page: Page, id: number) => (await api<{ publishedAt: string }>(page, `/api/admin/news/${id}`)).publishedAt;

describe('the back office date picker', () => {
  it('reaches 1 Farvardin 1309 and 1342 with its own controls, and they are stored as 21 March 1930 and 1963', async () => {
    const { page } = session;
    await page.goto('/admin/news/create');
    await page.fill('input[name="title"]', `بایگانی نوروز ${Date.now() % 100000}`);
    await pickNowruz(page, '۱۳۰۹');
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/admin\/news\/\d+\/edit$/);
    const id = Number(page.url().match(/news\/(\d+)\/edit/)?.[1]);
    const stored = await storedDate(page, id);
    expect(tehranDay(stored)).toBe('1930-03-21');
    // The list and the site show it at the time picked, by Tehran's clocks of that year.
    expect(formatDate(stored, { time: true })).toBe('۱ فروردین ۱۳۰۹ ساعت ۱۲:۰۰');

    await page.waitForSelector('input[name="publishedAt"]');
    expect(await page.inputValue('input[name="publishedAt"]')).toBe('۱۳۰۹/۰۱/۰۱ ۱۲:۰۰');
    await pickNowruz(page, '۱۳۴۲');
    await page.click('button[type="submit"]');
    await expect.poll(async () => tehranDay(await storedDate(page, id)), { timeout: 10_000 }).toBe('1963-03-21');
    expect(formatDate(await storedDate(page, id), { time: true })).toBe('۱ فروردین ۱۳۴۲ ساعت ۱۲:۰۰');
  });

  it('names everything in the open picker in Persian and passes axe', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    try {
      await page.goto('/admin/news/create');
      await page.waitForSelector('.ProseMirror');
      const picker = await openPicker(page);
      // Every name and text the picker holds, shown or not, and the names the accessibility tree gives.
      const names = await picker.evaluate((root: HTMLElement) => {
        const found = [root.innerText];
        for (const el of root.querySelectorAll('*')) {
          for (const attr of ['aria-label', 'aria-roledescription', 'aria-description', 'title', 'placeholder', 'alt']) {
            const value = el.getAttribute(attr);
            if (value) found.push(value);
          }
        }
        return found;
      });
      const tree = [...(await picker.ariaSnapshot()).matchAll(/"([^"]*)"/g)].map((m) => m[1]);
      const latin = [...names, ...tree].filter((name) => /[A-Za-z]/.test(name));
      expect(latin).toEqual([]);

      const day = await picker.locator('.rmdp-day-picker .rmdp-day:not(.rmdp-day-hidden)').first().getAttribute('aria-label');
      expect(day).toMatch(/^۱ [آ-ی]+ [۰-۹]{4}$/);
      expect(await picker.getByRole('button', { name: 'ماه قبل' }).count()).toBe(1);
      expect(await picker.getByRole('button', { name: 'ماه بعد' }).count()).toBe(1);
      expect(await picker.getByRole('textbox', { name: 'ساعت' }).count()).toBe(1);
      expect(await picker.getByRole('textbox', { name: 'دقیقه' }).count()).toBe(1);

      expect(await seriousViolations(page, '.meydan-picker')).toEqual([]);
      // And with a day picked, which the picker marks.
      await picker.locator('.rmdp-day-picker .rmdp-day.rmdp-today span').click();
      await picker.locator('.rmdp-day-picker .rmdp-day.rmdp-selected').waitFor();
      expect(await seriousViolations(page, '.meydan-picker')).toEqual([]);
      await shot(page, '80-date-picker-open-1280');
      // The keys still find the days by their Persian names: a week on, or back where the month ends sooner.
      const today = tehranJalaliDate();
      const [key, days] = today.day <= 23 ? ['ArrowDown', 7] : ['ArrowUp', -7];
      await picker.locator('.rmdp-day-picker .rmdp-day.rmdp-selected').focus();
      await page.keyboard.press(key);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        jalaliDateLabel(addJalaliDays(today, days)),
      );
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
