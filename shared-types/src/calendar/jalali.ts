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
const mod = (a: number, b: number) => ((a % b) + b) % b;

/*
 * The one Jalali engine of the site: ICU's Persian calendar, through Intl, the same calendar the dates
 * on every page are formatted in. Server, public site and back office (its date picker included) convert
 * with it, so a day never has two names.
 */
const persianDay = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function intlJalali(epochDay: number): JalaliDate {
  const date: JalaliDate = { year: 0, month: 0, day: 0 };
  for (const part of persianDay.formatToParts(new Date(epochDay * DAY_MS))) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day') date[part.type] = Number(part.value);
  }
  return date;
}

const nowruzCache = new Map<number, number>();

/** Days since 1970-01-01 of 1 Farvardin of `year`: ICU's answer near 21 March, kept, so ICU is asked once a year. */
function nowruz(year: number): number {
  let day = nowruzCache.get(year);
  if (day !== undefined) return day;
  day = Date.UTC(year + 621, 2, 21) / DAY_MS;
  let date = intlJalali(day);
  // Nowruz falls between 19 and 22 March: at most a few steps either way.
  while (date.year >= year && !(date.year === year && date.month === 1 && date.day === 1)) date = intlJalali(--day);
  while (date.year < year) date = intlJalali(++day);
  nowruzCache.set(year, day);
  return day;
}

export const isJalaliLeapYear = (year: number): boolean => nowruz(year + 1) - nowruz(year) === 366;

/** 31 days in the first six months, 30 in the next five, 29 in Esfand (30 in a leap year). */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/** Days before the first of `month` in its year. */
const daysBeforeMonth = (month: number): number => (month <= 7 ? (month - 1) * 31 : 186 + (month - 7) * 30);

/** Days since 1970-01-01 of a Jalali date (the date itself is not checked). */
export const jalaliToEpochDay = ({ year, month, day }: JalaliDate): number => nowruz(year) + daysBeforeMonth(month) + day - 1;

export function jalaliFromEpochDay(epochDay: number): JalaliDate {
  let year = new Date(epochDay * DAY_MS).getUTCFullYear() - 621;
  if (epochDay < nowruz(year)) year -= 1;
  const dayOfYear = epochDay - nowruz(year);
  const month = dayOfYear < 186 ? Math.floor(dayOfYear / 31) + 1 : Math.floor((dayOfYear - 186) / 30) + 7;
  return { year, month, day: dayOfYear - daysBeforeMonth(month) + 1 };
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
export const jalaliWeekday = (date: JalaliDate): number => mod(jalaliToEpochDay(date) + 5, 7);

export const sameJalaliDate = (a: JalaliDate, b: JalaliDate): boolean => a.year === b.year && a.month === b.month && a.day === b.day;

/** «۲ آذر ۱۴۰۵», or with the weekday «یکشنبه ۲ آذر ۱۴۰۵»: how a day is named in titles and headings. */
export function jalaliDateLabel(date: JalaliDate, { weekday = false }: { weekday?: boolean } = {}): string {
  const text = `${toPersianDigits(date.day)} ${JALALI_MONTHS[date.month - 1]} ${toPersianDigits(date.year)}`;
  return weekday ? `${JALALI_WEEKDAYS[jalaliWeekday(date)]} ${text}` : text;
}
