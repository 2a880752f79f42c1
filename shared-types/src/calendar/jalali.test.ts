import { describe, expect, it } from 'vitest';
import {
  addJalaliDays,
  formatJalaliDate,
  jalaliDateLabel,
  gregorianToJalali,
  isJalaliLeapYear,
  jalaliFromEpochDay,
  jalaliMonthLength,
  jalaliToEpochDay,
  jalaliToGregorian,
  jalaliWeekday,
  parseJalaliDate,
} from './jalali.js';
import { fromTehranWall, msUntilTehranMidnight, tehranDayRange, tehranIso, tehranJalaliDate, tehranWall } from './tehran-day.js';

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('Jalali ↔ Gregorian', () => {
  it('converts known days both ways', () => {
    const known: [string, string][] = [
      ['2025-03-21', '1404-01-01'],
      ['2025-03-20', '1403-12-30'],
      ['2026-03-21', '1405-01-01'],
      ['2026-11-23', '1405-09-02'],
      ['1979-02-11', '1357-11-22'],
      ['2000-01-01', '1378-10-11'],
      ['2024-03-19', '1402-12-29'],
    ];
    for (const [gregorian, jalali] of known) {
      expect(formatJalaliDate(gregorianToJalali(utc(gregorian)))).toBe(jalali);
      expect(jalaliToGregorian(parseJalaliDate(jalali)!).toISOString().slice(0, 10)).toBe(gregorian);
    }
  });

  it('agrees with the browser calendar on every day of 1300–1449', { timeout: 30_000 }, () => {
    const icu = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const first = jalaliToEpochDay({ year: 1300, month: 1, day: 1 });
    const last = jalaliToEpochDay({ year: 1449, month: 12, day: jalaliMonthLength(1449, 12) });
    for (let day = first; day <= last; day += 1) {
      const p: Record<string, string> = {};
      for (const part of icu.formatToParts(new Date(day * 86_400_000))) p[part.type] = part.value;
      const ours = jalaliFromEpochDay(day);
      if (ours.year !== parseInt(p.year, 10) || ours.month !== Number(p.month) || ours.day !== Number(p.day)) {
        throw new Error(`day ${day}: ${formatJalaliDate(ours)} vs ${p.year}-${p.month}-${p.day}`);
      }
      expect(jalaliToEpochDay(ours)).toBe(day);
    }
  });

  it('knows the leap years and month lengths', () => {
    expect([1399, 1403, 1408].map(isJalaliLeapYear)).toEqual([true, true, true]);
    expect([1400, 1404, 1405].map(isJalaliLeapYear)).toEqual([false, false, false]);
    expect(jalaliMonthLength(1405, 1)).toBe(31);
    expect(jalaliMonthLength(1405, 7)).toBe(30);
    expect(jalaliMonthLength(1405, 12)).toBe(29);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
  });

  it('steps across months and years and names weekdays from Saturday', () => {
    expect(formatJalaliDate(addJalaliDays({ year: 1404, month: 12, day: 29 }, 1))).toBe('1405-01-01');
    expect(formatJalaliDate(addJalaliDays({ year: 1405, month: 7, day: 1 }, -1))).toBe('1405-06-31');
    expect(jalaliWeekday({ year: 1404, month: 1, day: 1 })).toBe(6); // Friday 21 March 2025
    expect(jalaliWeekday({ year: 1405, month: 9, day: 1 })).toBe(1); // Sunday 22 November 2026
    expect(jalaliWeekday({ year: 1405, month: 8, day: 30 })).toBe(0);
    expect(jalaliDateLabel({ year: 1405, month: 9, day: 2 }, { weekday: true })).toBe('دوشنبه ۲ آذر ۱۴۰۵');
  });
});

describe('parseJalaliDate (the /games/{date} validity check)', () => {
  it('accepts real days written yyyy-mm-dd with Latin digits', () => {
    expect(parseJalaliDate('1405-09-02')).toEqual({ year: 1405, month: 9, day: 2 });
    expect(parseJalaliDate('1403-12-30')).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('refuses impossible and malformed dates', () => {
    for (const bad of [
      '1405-12-30',
      '1405-12-31',
      '1405-13-01',
      '1405-00-10',
      '1405-07-31',
      '1405-09-00',
      '1405-9-2',
      '۱۴۰۵-۰۹-۰۲',
      '14050902',
      '1405-09-02x',
      ' 1405-09-02',
      '0999-01-01',
      '9999-01-01',
      '',
      'today',
    ])
      expect(parseJalaliDate(bad), bad).toBeNull();
  });
});

describe('Tehran days', () => {
  it('finds the day in Tehran, not in UTC', () => {
    expect(formatJalaliDate(tehranJalaliDate(new Date('2025-03-20T20:29:00Z')))).toBe('1403-12-30');
    expect(formatJalaliDate(tehranJalaliDate(new Date('2025-03-20T20:30:00Z')))).toBe('1404-01-01');
  });

  it('spans a day from Tehran midnight to Tehran midnight', () => {
    const { start, end } = tehranDayRange({ year: 1405, month: 9, day: 2 });
    expect(start.toISOString()).toBe('2026-11-22T20:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-23T20:30:00.000Z');
  });

  it('follows the daylight saving time Iran kept until 2022', () => {
    const summer = tehranDayRange({ year: 1400, month: 4, day: 1 });
    expect(summer.start.toISOString()).toBe('2021-06-21T19:30:00.000Z');
    // The clocks went back an hour at the end of 1400-06-30: that day lasted 25 hours.
    const longDay = tehranDayRange({ year: 1400, month: 6, day: 30 });
    expect(longDay.end.getTime() - longDay.start.getTime()).toBe(25 * 3_600_000);
  });

  it('turns a wall time into the instant by the offset Tehran kept that year', () => {
    // Tehran Mean Time (+03:25:44) until 1935, daylight saving time (+04:30) in the summers until 2022.
    for (const [wall, instant] of [
      ['1930-03-21T12:00:00Z', '1930-03-21T08:34:16.000Z'],
      ['1963-03-21T12:00:00Z', '1963-03-21T08:30:00.000Z'],
      ['2021-07-01T12:00:00Z', '2021-07-01T07:30:00.000Z'],
      ['2026-11-27T12:00:00Z', '2026-11-27T08:30:00.000Z'],
    ]) {
      expect(new Date(fromTehranWall(Date.parse(wall))).toISOString()).toBe(instant);
      expect(new Date(tehranWall(Date.parse(instant))).toISOString()).toBe(new Date(wall).toISOString());
    }
  });

  it('counts down to the next midnight', () => {
    expect(msUntilTehranMidnight(new Date('2026-11-23T20:00:00Z'))).toBe(30 * 60_000);
    expect(msUntilTehranMidnight(new Date('2026-11-23T20:30:00Z'))).toBe(24 * 3_600_000);
  });

  it('writes an instant with the offset Tehran kept then', () => {
    expect(tehranIso('2026-11-27T16:00:00.000Z')).toBe('2026-11-27T19:30:00+03:30');
    expect(tehranIso('2021-07-01T07:30:00.000Z')).toBe('2021-07-01T12:00:00+04:30');
  });
});
