import { describe, expect, it } from 'vitest';
import DateObject, { type Calendar } from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { calendarOf, displayValue } from './jalaliDate';
import { persianCalendar } from './persianCalendar';

const DAY_MS = 86_400_000;
const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const icu = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'long' });

/** Every day of 1300–1450 through a calendar object, against ICU: the days where they name it differently. */
function disagreements(calendar: Calendar): string[] {
  const found: string[] = [];
  const first = new Date(1921, 2, 21, 12);
  const last = new Date(2072, 2, 20, 12);
  for (let t = first.getTime(); t <= last.getTime(); t += DAY_MS) {
    // Noon, so a daylight-saving change in the test zone never moves the day.
    const date = new Date(t);
    date.setHours(12, 0, 0, 0);
    const p: Record<string, string> = {};
    for (const part of icu.formatToParts(date)) p[part.type] = part.value;
    const expected = `${p.year}/${p.month}/${p.day}`;
    const picked = new DateObject({ date, calendar, locale: persian_fa });
    const shown = picked.format('YYYY/MM/DD');
    const back = new DateObject({ calendar, year: Number(p.year), month: Number(p.month), day: Number(p.day) }).toDate();
    if (
      shown !== persianDigits(expected) ||
      picked.weekDay.index !== ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].indexOf(p.weekday)
    ) {
      found.push(`${date.toDateString()}: ${shown} vs ${expected}`);
    } else if (back.toDateString() !== date.toDateString()) {
      found.push(`${expected} picked → ${back.toDateString()}, not ${date.toDateString()}`);
    }
  }
  return found;
}

describe('the picker’s Persian calendar', () => {
  it('names every day of 1300–1450 as ICU does, and a picked day is that day', { timeout: 300_000 }, () => {
    expect(calendarOf('jalali').calendar).toBe(persianCalendar);
    expect(disagreements(persianCalendar)).toEqual([]);
  });

  it('shows 1 Farvardin 1309 and 1342 on 21 March in the field', () => {
    expect(displayValue(new Date(1930, 2, 21, 12), 'date', 'jalali')).toBe('۱۳۰۹/۰۱/۰۱');
    expect(displayValue(new Date(1963, 2, 21, 12), 'date', 'jalali')).toBe('۱۳۴۲/۰۱/۰۱');
    expect(displayValue(new Date(1930, 2, 21, 12), 'month', 'jalali')).toBe('فروردین ۱۳۰۹');
  });

  it('is needed: the library’s own Persian calendar puts 1 Farvardin 1309 on 22 March 1930', () => {
    const nowruz = new DateObject({ calendar: persian, locale: persian_fa, year: 1309, month: 1, day: 1 }).toDate();
    expect(nowruz.toDateString()).toBe(new Date(1930, 2, 22).toDateString());
    const ours = new DateObject({ calendar: persianCalendar, locale: persian_fa, year: 1309, month: 1, day: 1 }).toDate();
    expect(ours.toDateString()).toBe(new Date(1930, 2, 21).toDateString());
  });
});
