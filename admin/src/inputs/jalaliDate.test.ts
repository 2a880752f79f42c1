import { describe, expect, it } from 'vitest';
import { displayValue, fromStored, isDisabled, roundMinutes, toStored, usesPopover, yearList } from './jalaliDate';

describe('jalaliDate', () => {
  it('lists 150 Persian years from 1300, and the same span in Gregorian', () => {
    const fa = yearList('jalali');
    expect(fa).toHaveLength(150);
    expect(fa[0]).toBe(1300);
    expect(fa.at(-1)).toBe(1449);
    expect(yearList('gregorian')[0]).toBe(1921);
  });

  it('uses a popover only on windows wider than 480 px', () => {
    expect(usesPopover(481)).toBe(true);
    expect(usesPopover(480)).toBe(false);
    expect(usesPopover(360)).toBe(false);
  });

  it('rounds minutes to the step', () => {
    const d = new Date(2025, 2, 21, 10, 7, 31);
    expect(roundMinutes(d, 5).getMinutes()).toBe(5);
    expect(roundMinutes(new Date(2025, 2, 21, 10, 58), 15).getHours()).toBe(11);
    expect(roundMinutes(d, 1)).toBe(d);
  });

  it('stores ISO UTC instants, and date-only values as the calendar day', () => {
    const d = new Date(Date.UTC(2025, 2, 21, 8, 33, 12));
    expect(toStored(d, 'datetime', { minuteStep: 5 })).toBe('2025-03-21T08:35:00.000Z');
    expect(toStored(null, 'date')).toBeNull();
    const local = new Date(2025, 2, 21, 15, 0);
    expect(toStored(local, 'date', { dateOnly: true })).toBe('2025-03-21');
    expect(toStored(local, 'date')).toBe(new Date(2025, 2, 21).toISOString());
  });

  it('shows and stores Tehran wall-clock time whatever zone the browser is in', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/London';
    try {
      expect(new Date(Date.UTC(2025, 2, 21, 8, 35)).getHours()).toBe(8);
      const wall = fromStored('2025-03-21T08:35:00.000Z')!;
      expect([wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([21, 12, 5]);
      expect(toStored(new Date(2025, 2, 21, 12, 5), 'datetime')).toBe('2025-03-21T08:35:00.000Z');
      expect(toStored(new Date(2025, 2, 21, 9), 'date')).toBe('2025-03-20T20:30:00.000Z');
      expect(toStored(fromStored('2025-07-01T16:00:00.000Z'), 'datetime')).toBe('2025-07-01T16:00:00.000Z');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('stores a picked time by the offset Tehran kept that year, as the lists and the site show it', () => {
    const zone = process.env.TZ;
    try {
      for (const browserZone of ['Asia/Tehran', 'Europe/London']) {
        process.env.TZ = browserZone;
        // Tehran Mean Time, +03:25:44, until 1935; +04:30 in the summers until 2022.
        expect(toStored(new Date(1930, 2, 21, 12, 0), 'datetime')).toBe('1930-03-21T08:34:16.000Z');
        expect(toStored(new Date(2021, 6, 1, 12, 0), 'datetime')).toBe('2021-07-01T07:30:00.000Z');
        expect(toStored(new Date(2021, 6, 1, 15), 'date')).toBe('2021-06-30T19:30:00.000Z');
        const wall = fromStored('2021-07-01T07:30:00.000Z')!;
        expect([wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([1, 12, 0]);
        expect(displayValue(fromStored('1930-03-21T08:34:16.000Z'), 'datetime', 'jalali')).toBe('۱۳۰۹/۰۱/۰۱ ۱۲:۰۰');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('reads stored values back', () => {
    expect(fromStored('2025-03-21')?.getDate()).toBe(21);
    expect(fromStored('2025-03-21T08:35:00.000Z')?.toISOString()).toBe('2025-03-21T08:35:00.000Z');
    expect(fromStored('')).toBeNull();
    expect(fromStored('not a date')).toBeNull();
    expect(fromStored(42)).toBeNull();
  });

  it('disables listed days or days matching a predicate', () => {
    const day = new Date(2025, 2, 21, 12);
    expect(isDisabled(day, ['2025-03-21'])).toBe(true);
    expect(isDisabled(day, ['2025-03-22'])).toBe(false);
    expect(isDisabled(day, (d) => d.getDay() === 5)).toBe(day.getDay() === 5);
    expect(isDisabled(day, undefined)).toBe(false);
  });

  it('shows Jalali with Persian digits by default, Gregorian when switched', () => {
    const nowruz = new Date(2025, 2, 21, 9, 30);
    expect(displayValue(nowruz, 'date', 'jalali')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(displayValue(nowruz, 'datetime', 'jalali')).toBe('۱۴۰۴/۰۱/۰۱ ۰۹:۳۰');
    expect(displayValue(nowruz, 'date', 'gregorian')).toBe('۲۰۲۵/۰۳/۲۱');
    expect(displayValue(nowruz, 'year', 'jalali')).toBe('۱۴۰۴');
    expect(displayValue(nowruz, 'time', 'jalali')).toBe('۰۹:۳۰');
    expect(displayValue(null, 'date', 'jalali')).toBe('');
  });
});

describe('range bounds', () => {
  it('stores the last moment of a day picked as an upper bound', () => {
    const day = new Date(2025, 2, 21, 9, 0);
    expect(toStored(day, 'date', { endOfDay: true })).toBe(new Date(2025, 2, 21, 23, 59, 59, 999).toISOString());
  });
});
