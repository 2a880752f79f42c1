import type DateObject from 'react-date-object';
import type { Calendar } from 'react-date-object';
import { isJalaliLeapYear, jalaliFromEpochDay, jalaliToEpochDay } from '@meydan/shared-types/calendar';

/** react-date-object's day number of 1970-01-01 (its Gregorian calendar's epoch plus 719,163 days). */
const EPOCH_1970 = 2_440_587;

const leapYears: number[] = [];
let leapsKnownTo = 0;

/**
 * The picker's Persian calendar, on the site's one Jalali engine (ICU's calendar, as every date on the
 * site is printed). react-date-object's own `persian` calendar puts Nowruz a day late throughout 1309
 * and 1342, and its `jalali` one is wrong on most of 1404, so a picked day would be stored as another.
 * Day numbers count from 1970-01-01 (`epoch`), so `getAllDays` is the engine's epoch day.
 */
export const persianCalendar: Calendar = {
  // Not 'persian': a date in the library's calendar of that name would be taken as already converted.
  name: 'meydan_persian',
  startYear: 1,
  yearLength: 365,
  epoch: EPOCH_1970,
  century: 14,
  // Saturday first, as the library's Persian locale lists the week.
  weekStartDayIndex: 0,
  getMonthLengths: (isLeap: boolean) => [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, isLeap ? 30 : 29],
  isLeap: (year: number) => isJalaliLeapYear(year),
  getLeaps(currentYear: number) {
    while (leapsKnownTo < currentYear) {
      leapsKnownTo += 1;
      if (isJalaliLeapYear(leapsKnownTo)) leapYears.push(leapsKnownTo);
    }
    return leapYears.filter((year) => year <= currentYear);
  },
  getDayOfYear: (date: DateObject) => {
    const index = date.month.index;
    return (index <= 6 ? index * 31 : 186 + (index - 6) * 30) + date.day;
  },
  getAllDays: (date: DateObject) => jalaliToEpochDay({ year: date.year, month: date.month.index + 1, day: date.day }),
  guessYear: (days: number) => jalaliFromEpochDay(days).year,
};
