import { describe, expect, it } from 'vitest';
import { CALENDAR_COOKIE, CALENDAR_STORAGE_KEY, formatDate, formatRelative, formatTime, parseCalendar } from './dates.js';

// 00:00 on 21 March 2025 in Tehran (UTC+3:30): the first day of the Persian year 1404.
const NOWRUZ = '2025-03-20T20:30:00Z';

describe('formatDate', () => {
  it('shows the Jalali date in Tehran with Persian digits by default', () => {
    expect(formatDate(NOWRUZ)).toBe('۱ فروردین ۱۴۰۴');
  });

  it('uses the Tehran day, not the UTC day', () => {
    expect(formatDate('2025-03-20T20:29:00Z')).toBe('۳۰ اسفند ۱۴۰۳');
  });

  it('shows the Gregorian date with Persian digits and Persian month names', () => {
    expect(formatDate(NOWRUZ, { calendar: 'gregorian' })).toBe('۲۱ مارس ۲۰۲۵');
    expect(formatDate('2024-12-31T22:00:00Z', { calendar: 'gregorian' })).toBe('۱ ژانویهٔ ۲۰۲۵');
  });

  it('shows numeric months as year/month/day with two-digit month and day', () => {
    expect(formatDate(NOWRUZ, { month: 'numeric' })).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatDate(NOWRUZ, { month: 'numeric', calendar: 'gregorian' })).toBe('۲۰۲۵/۰۳/۲۱');
  });

  it('puts the weekday first in both calendars', () => {
    expect(formatDate(NOWRUZ, { weekday: true })).toBe('جمعه ۱ فروردین ۱۴۰۴');
    expect(formatDate(NOWRUZ, { weekday: true, calendar: 'gregorian' })).toBe('جمعه ۲۱ مارس ۲۰۲۵');
  });

  it('adds the 24-hour Tehran time', () => {
    expect(formatDate('2025-10-05T16:45:00Z', { time: true })).toBe('۱۳ مهر ۱۴۰۴ ساعت ۲۰:۱۵');
    expect(formatDate(NOWRUZ, { time: true, weekday: true, month: 'numeric' })).toBe('جمعه ۱۴۰۴/۰۱/۰۱ ساعت ۰۰:۰۰');
  });

  it('accepts a Date object and a date-only string', () => {
    expect(formatDate(new Date(NOWRUZ))).toBe('۱ فروردین ۱۴۰۴');
    expect(formatDate('2025-03-21')).toBe('۱ فروردین ۱۴۰۴');
  });

  it('returns an empty string for an invalid date instead of «Invalid Date»', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatTime', () => {
  it('shows hours and minutes in Tehran with Persian digits', () => {
    expect(formatTime('2025-10-05T16:45:00Z')).toBe('۲۰:۱۵');
    expect(formatTime(NOWRUZ)).toBe('۰۰:۰۰');
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2025-10-05T12:00:00Z'); // 15:30 in Tehran
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;

  it('says «لحظاتی پیش» under a minute', () => {
    expect(formatRelative(ago(30_000), now)).toBe('لحظاتی پیش');
    expect(formatRelative(ago(0), now)).toBe('لحظاتی پیش');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelative(ago(5 * MIN), now)).toBe('۵ دقیقه پیش');
    expect(formatRelative(ago(59 * MIN + 59_000), now)).toBe('۵۹ دقیقه پیش');
  });

  it('counts hours under a day, even across midnight', () => {
    expect(formatRelative(ago(3 * 60 * MIN), now)).toBe('۳ ساعت پیش');
    const justAfterMidnight = Date.parse('2025-10-05T21:00:00Z'); // 00:30 in Tehran
    expect(formatRelative('2025-10-05T19:00:00Z', justAfterMidnight)).toBe('۲ ساعت پیش');
  });

  it('says «دیروز» for the previous Tehran calendar day', () => {
    expect(formatRelative('2025-10-04T10:00:00Z', now)).toBe('دیروز');
  });

  it('counts days up to six', () => {
    expect(formatRelative('2025-10-02T10:00:00Z', now)).toBe('۳ روز پیش');
    expect(formatRelative('2025-09-29T10:00:00Z', now)).toBe('۶ روز پیش');
  });

  it('falls back to the date after a week, in the chosen calendar', () => {
    expect(formatRelative('2025-09-28T10:00:00Z', now)).toBe('۶ مهر ۱۴۰۴');
    expect(formatRelative('2025-09-28T10:00:00Z', now, { calendar: 'gregorian' })).toBe('۲۸ سپتامبر ۲۰۲۵');
  });

  it('speaks of future times too, for upcoming games', () => {
    expect(formatRelative(new Date(now + 10 * MIN), now)).toBe('۱۰ دقیقه دیگر');
    expect(formatRelative('2025-10-06T14:00:00Z', now)).toBe('فردا');
    expect(formatRelative('2025-10-08T14:00:00Z', now)).toBe('۳ روز دیگر');
  });

  it('accepts now as a Date or an ISO string', () => {
    expect(formatRelative(ago(5 * MIN), new Date(now))).toBe('۵ دقیقه پیش');
    expect(formatRelative(ago(5 * MIN), new Date(now).toISOString())).toBe('۵ دقیقه پیش');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelative('nope', now)).toBe('');
  });
});

describe('calendar choice', () => {
  it('uses fixed names for the stored choice and the cookie the server reads', () => {
    expect(CALENDAR_STORAGE_KEY).toBe('meydan.calendar');
    expect(CALENDAR_COOKIE).toBe('meydan_calendar');
  });

  it('reads a stored choice and falls back to Jalali for anything else', () => {
    expect(parseCalendar('gregorian')).toBe('gregorian');
    expect(parseCalendar('jalali')).toBe('jalali');
    expect(parseCalendar('GREGORIAN')).toBe('jalali');
    expect(parseCalendar(undefined)).toBe('jalali');
    expect(parseCalendar(null)).toBe('jalali');
  });
});

describe('formatting many instants', () => {
  it('gives the same text on a second pass after more instants than it keeps', () => {
    const instants = Array.from({ length: 6000 }, (_, i) => new Date(Date.parse(NOWRUZ) + i * 3_600_000));
    const first = instants.map((d) => formatDate(d, { time: true }));
    const second = instants.map((d) => formatDate(d, { time: true }));
    expect(second).toEqual(first);
    expect(first[24]).toBe('۲ فروردین ۱۴۰۴ ساعت ۰۰:۰۰');
  });
});
