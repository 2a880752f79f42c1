import { DATE_PICKER } from '../constants/product.js';
import { toPersianDigits } from '../text/digits.js';

/** A day of the Persian (Jalali) calendar; months 1–12. */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

/** The Jalali years the site accepts in a URL: the date picker's span, far wider than any fixture list. */
export const JALALI_YEARS = { min: DATE_PICKER.persianYearStart, max: DATE_PICKER.persianYearStart + DATE_PICKER.yearSpan - 1 } as const;

export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;
/** Saturday first, as Iranian calendars print the week. */
export const JALALI_WEEKDAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;

const DAY_MS = 86_400_000;
const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

/*
 * The years at which the 33-year leap cycle shifts (Borkowski's arithmetic, as in jalaali-js): it agrees
 * with the astronomical calendar Iran uses for every year the site can name, without a table per year.
 */
const BREAKS = [-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178];

/** The Gregorian year the Jalali year starts in, the March day of Nowruz, and the year's place in its leap cycle. */
function yearInfo(jy: number): { gy: number; march: number; leap: number } {
  const gy = jy + 621;
  let leapJ = -14;
  let jp = BREAKS[0];
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i++) {
    const jm = BREAKS[i];
    jump = jm - jp;
    if (jy < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = jy - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const march = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { gy, march, leap };
}

export const isJalaliLeapYear = (year: number): boolean => yearInfo(year).leap === 0;

/** 31 days in the first six months, 30 in the next five, 29 in Esfand (30 in a leap year). */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/** Days since 1970-01-01 of a Jalali date (the date itself is not checked). */
export function jalaliToEpochDay({ year, month, day }: JalaliDate): number {
  const { gy, march } = yearInfo(year);
  const nowruz = Date.UTC(gy, 2, march) / DAY_MS;
  return nowruz + (month - 1) * 31 - div(month, 7) * (month - 7) + day - 1;
}

export function jalaliFromEpochDay(epochDay: number): JalaliDate {
  const gy = new Date(epochDay * DAY_MS).getUTCFullYear();
  let year = gy - 621;
  const info = yearInfo(year);
  let k = epochDay - Date.UTC(gy, 2, info.march) / DAY_MS;
  if (k >= 0) {
    if (k <= 185) return { year, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    year -= 1;
    k += 179;
    if (info.leap === 1) k += 1;
  }
  return { year, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}

/** A Gregorian calendar date (UTC fields of `date`) in the Jalali calendar. */
export const gregorianToJalali = (date: Date): JalaliDate => jalaliFromEpochDay(Math.floor(date.getTime() / DAY_MS));

/** A Jalali date as the Gregorian calendar date at UTC midnight. */
export const jalaliToGregorian = (date: JalaliDate): Date => new Date(jalaliToEpochDay(date) * DAY_MS);

function isValidJalaliDate({ year, month, day }: JalaliDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= JALALI_YEARS.min &&
    year <= JALALI_YEARS.max &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= jalaliMonthLength(year, month)
  );
}

/** `1405-09-02` (Latin digits, two-digit month and day) → the date; null for anything malformed or impossible. */
export function parseJalaliDate(value: string): JalaliDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidJalaliDate(date) ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The URL form of a date: `1405-09-02`. */
export const formatJalaliDate = ({ year, month, day }: JalaliDate): string => `${year}-${pad(month)}-${pad(day)}`;

export const addJalaliDays = (date: JalaliDate, days: number): JalaliDate => jalaliFromEpochDay(jalaliToEpochDay(date) + days);

/** 0 for Saturday … 6 for Friday (1970-01-01 was a Thursday). */
export const jalaliWeekday = (date: JalaliDate): number => mod(mod(jalaliToEpochDay(date) + 5, 7) + 7, 7);

export const sameJalaliDate = (a: JalaliDate, b: JalaliDate): boolean => a.year === b.year && a.month === b.month && a.day === b.day;

/** «۲ آذر ۱۴۰۵», or with the weekday «یکشنبه ۲ آذر ۱۴۰۵»: how a day is named in titles and headings. */
export function jalaliDateLabel(date: JalaliDate, { weekday = false }: { weekday?: boolean } = {}): string {
  const text = `${toPersianDigits(date.day)} ${JALALI_MONTHS[date.month - 1]} ${toPersianDigits(date.year)}`;
  return weekday ? `${JALALI_WEEKDAYS[jalaliWeekday(date)]} ${text}` : text;
}
