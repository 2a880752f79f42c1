import DateObject from 'react-date-object';
import gregorian from 'react-date-object/calendars/gregorian';
import persian_fa from 'react-date-object/locales/persian_fa';
import gregorian_fa from 'react-date-object/locales/gregorian_fa';
import { DATE_PICKER } from '@meydan/shared-types/constants';
import { fromTehranWall as fromTehranWallTime, tehranWall } from '@meydan/shared-types/calendar';
import type { CalendarKind } from '../calendar/useCalendar';
import { persianCalendar } from './persianCalendar';

export type DatePickerType = (typeof DATE_PICKER.types)[number];

/** A list of ISO dates ('2025-03-21'), or a predicate over the picked day. */
export type DisabledDates = readonly string[] | ((date: Date) => boolean);

export const calendarOf = (kind: CalendarKind) =>
  kind === 'jalali' ? { calendar: persianCalendar, locale: persian_fa } : { calendar: gregorian, locale: gregorian_fa };

export const DISPLAY_FORMATS: Record<DatePickerType, string> = {
  date: 'YYYY/MM/DD',
  datetime: 'YYYY/MM/DD HH:mm',
  year: 'YYYY',
  month: 'MMMM YYYY',
  'year-month': 'YYYY/MM',
  time: 'HH:mm',
};

/** The spec's year list: 1300 onwards for 150 years in the Persian calendar, the same span in Gregorian. */
export function yearList(kind: CalendarKind): number[] {
  const first = kind === 'jalali' ? DATE_PICKER.persianYearStart : DATE_PICKER.persianYearStart + 621;
  return Array.from({ length: DATE_PICKER.yearSpan }, (_, i) => first + i);
}

/** Popover on wide windows only; narrow ones get a full-screen sheet. */
export const usesPopover = (windowWidth: number) => windowWidth > DATE_PICKER.popoverMinWindowWidth;

export function roundMinutes(date: Date, step: number): Date {
  if (step <= 1) return date;
  const rounded = new Date(date);
  const minutes = Math.round(rounded.getMinutes() / step) * step;
  rounded.setMinutes(minutes, 0, 0);
  return rounded;
}

/**
 * Staff pick times on Tehran's wall clock whatever zone their browser is in, the same clock the lists
 * and the site show, by the offset Tehran kept at that date (+03:25:44 until 1935, daylight saving time
 * until 2022). Inside the picker a Date's local fields carry that wall time; these two convert at the edges.
 */
export function toTehranWall(instant: Date): Date {
  const wall = new Date(tehranWall(instant.getTime()));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    instant.getUTCMilliseconds(),
  );
}

export function fromTehranWall(wall: Date): Date {
  const fields = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), wall.getSeconds());
  return new Date(fromTehranWallTime(fields) + wall.getMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A stored value back to a Date; a date-only value is that day at local midnight. */
export function fromStored(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  if (isDateOnly(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : toTehranWall(date);
}

/**
 * What the form stores: a date-only field keeps the calendar day ('YYYY-MM-DD', no zone to shift it);
 * everything else is an ISO UTC instant, minutes rounded to the step.
 */
export interface StoreOptions {
  dateOnly?: boolean;
  minuteStep?: number;
  /** A day picked as the upper bound of a range means its last moment, so the day itself is included. */
  endOfDay?: boolean;
}

export function toStored(date: Date | null, type: DatePickerType, options: StoreOptions = {}): string | null {
  if (!date) return null;
  if (options.dateOnly) return localDay(date);
  const d = new Date(date);
  if (type === 'date' && options.endOfDay) {
    d.setHours(23, 59, 59, 999);
    return fromTehranWall(d).toISOString();
  }
  if (type === 'date' || type === 'year' || type === 'month' || type === 'year-month') d.setHours(0, 0, 0, 0);
  const withStep = type === 'datetime' || type === 'time' ? roundMinutes(d, options.minuteStep ?? 1) : d;
  withStep.setSeconds(0, 0);
  return fromTehranWall(withStep).toISOString();
}

export function isDisabled(date: Date, disabled: DisabledDates | undefined): boolean {
  if (!disabled) return false;
  if (typeof disabled === 'function') return disabled(date);
  return disabled.includes(localDay(date));
}

/** The text of the read-only field, in the visitor's calendar with Persian digits. */
export function displayValue(date: Date | null, type: DatePickerType, kind: CalendarKind): string {
  if (!date) return '';
  const { calendar, locale } = calendarOf(kind);
  return new DateObject({ date, calendar, locale }).format(DISPLAY_FORMATS[type]);
}
