import { toPersianDigits } from '../text/digits.js';

export type Calendar = 'jalali' | 'gregorian';
const DEFAULT_CALENDAR: Calendar = 'jalali';
/** localStorage key of the visitor's calendar choice. */
export const CALENDAR_STORAGE_KEY = 'meydan.calendar';
/** Mirrors the choice so the server renders the same calendar the visitor picked. */
export const CALENDAR_COOKIE = 'meydan_calendar';
export const CALENDAR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const DISPLAY_TIME_ZONE = 'Asia/Tehran';

const LOCALES: Record<Calendar, string> = {
  jalali: 'fa-IR-u-ca-persian-nu-arabext',
  gregorian: 'fa-IR-u-ca-gregory-nu-arabext',
};

export interface FormatDateOptions {
  calendar?: Calendar;
  time?: boolean;
  weekday?: boolean;
  month?: 'long' | 'numeric';
}

/** Any stored or sent value that is not a known calendar means the default. */
export function parseCalendar(value: string | null | undefined): Calendar {
  return value === 'gregorian' || value === 'jalali' ? value : DEFAULT_CALENDAR;
}

type Parts = Readonly<Record<string, string>>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/*
 * ICU's formatToParts in the Persian calendar is slow, and pages show the same instants (a news item's
 * publication, a game's kickoff) request after request: each instant's parts are kept, the oldest
 * dropped past a bound.
 */
const PARTS_KEPT = 5000;
const partsCache = new Map<string, Parts>();

function formatterFor(calendar: Calendar, month: 'long' | '2-digit'): Intl.DateTimeFormat {
  const key = `${calendar}:${month}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[calendar], {
      timeZone: DISPLAY_TIME_ZONE,
      year: 'numeric',
      month,
      day: month === 'long' ? 'numeric' : '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

function partsOf(date: Date, calendar: Calendar, month: 'long' | '2-digit'): Parts {
  const key = `${calendar}:${month}:${date.getTime()}`;
  const cached = partsCache.get(key);
  if (cached) return cached;
  const parts: Record<string, string> = {};
  for (const p of formatterFor(calendar, month).formatToParts(date)) parts[p.type] = p.value;
  if (partsCache.size >= PARTS_KEPT) partsCache.delete(partsCache.keys().next().value!);
  partsCache.set(key, parts);
  return parts;
}

function toDate(value: string | Date): Date | null {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/*
 * The string is assembled from parts instead of taken from ICU's pattern: ICU versions order the
 * Jalali weekday differently («۱۴۰۴ فروردین ۱, جمعه»), and the server and the browser must render
 * the same text for hydration.
 */
export function formatDate(iso: string | Date, opts: FormatDateOptions = {}): string {
  const date = toDate(iso);
  if (!date) return '';
  const long = (opts.month ?? 'long') === 'long';
  const p = partsOf(date, opts.calendar ?? DEFAULT_CALENDAR, long ? 'long' : '2-digit');
  let text = long ? `${p.day} ${p.month} ${p.year}` : `${p.year}/${p.month}/${p.day}`;
  if (opts.weekday) text = `${p.weekday} ${text}`;
  if (opts.time) text = `${text} ساعت ${p.hour}:${p.minute}`;
  return text;
}

/** Hours and minutes in Tehran, e.g. «۲۰:۳۰» for a kickoff. */
export function formatTime(iso: string | Date): string {
  const date = toDate(iso);
  if (!date) return '';
  const p = partsOf(date, DEFAULT_CALENDAR, 'long');
  return `${p.hour}:${p.minute}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const tehranDay = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Whole calendar days between two instants as seen on a wall calendar in Tehran. */
function calendarDaysBetween(from: Date, to: Date): number {
  const midnight = (d: Date): number => {
    const p: Record<string, string> = {};
    for (const part of tehranDay.formatToParts(d)) p[part.type] = part.value;
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day));
  };
  return Math.round((midnight(to) - midnight(from)) / DAY);
}

/** «۵ دقیقه پیش», «دیروز», «۳ روز پیش»; a week or more away shows the date itself. */
export function formatRelative(iso: string | Date, now: string | number | Date = Date.now(), opts: FormatDateOptions = {}): string {
  const date = toDate(iso);
  const ref = toDate(typeof now === 'number' ? new Date(now) : now);
  if (!date || !ref) return '';
  const diff = ref.getTime() - date.getTime();
  const past = diff >= 0;
  const abs = Math.abs(diff);
  const suffix = past ? 'پیش' : 'دیگر';
  if (abs < MINUTE) return past ? 'لحظاتی پیش' : 'لحظاتی دیگر';
  if (abs < HOUR) return `${toPersianDigits(Math.floor(abs / MINUTE))} دقیقه ${suffix}`;
  if (abs < DAY) return `${toPersianDigits(Math.floor(abs / HOUR))} ساعت ${suffix}`;
  const days = Math.max(1, Math.abs(calendarDaysBetween(date, ref)));
  if (days === 1) return past ? 'دیروز' : 'فردا';
  if (days < 7) return `${toPersianDigits(days)} روز ${suffix}`;
  return formatDate(date, opts);
}
