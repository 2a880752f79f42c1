import { DISPLAY_TIME_ZONE } from './dates.js';
import { gregorianToJalali, jalaliToEpochDay, type JalaliDate } from './jalali.js';

const DAY_MS = 86_400_000;
const wallClock = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Tehran's wall-clock reading of an instant, as if it were UTC (so its UTC fields are the wall time). */
export function tehranWall(instant: number): number {
  const p: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(instant))) p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** The Jalali day it is in Tehran at `instant`. */
export const tehranJalaliDate = (instant: Date | number = Date.now()): JalaliDate =>
  gregorianToJalali(new Date(tehranWall(typeof instant === 'number' ? instant : instant.getTime())));

/**
 * The instant Tehran's clocks show a wall time (given as its UTC fields). Iran kept daylight saving time
 * until 2022 and +03:25:44 until 1935, so the offset is read from the zone data rather than assumed:
 * start from +03:30 and correct by what the clock showed, twice (once more lands on the far side of a
 * transition; a time the clocks skipped comes out as the one an hour later).
 */
export function fromTehranWall(wall: number): number {
  let instant = wall - 210 * 60_000;
  for (let i = 0; i < 2; i++) instant -= tehranWall(instant) - wall;
  return instant;
}

/** The instant Tehran's clocks show 00:00 on a day. */
const tehranMidnight = (epochDay: number): number => fromTehranWall(epochDay * DAY_MS);

/** The instants a Jalali day covers in Tehran: [start, end). */
export function tehranDayRange(date: JalaliDate): { start: Date; end: Date } {
  const day = jalaliToEpochDay(date);
  return { start: new Date(tehranMidnight(day)), end: new Date(tehranMidnight(day + 1)) };
}

/** Milliseconds from `now` until the next midnight in Tehran, when "today" becomes another day. */
export function msUntilTehranMidnight(now: Date | number = Date.now()): number {
  const at = typeof now === 'number' ? now : now.getTime();
  const today = jalaliToEpochDay(tehranJalaliDate(at));
  return tehranMidnight(today + 1) - at;
}

/** An instant as ISO 8601 with Tehran's offset (`2026-11-27T19:30:00+03:30`), as structured data wants a start time. */
export function tehranIso(instant: Date | number | string): string {
  const at = new Date(instant).getTime();
  const wall = tehranWall(at);
  const offset = Math.round((wall - at) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
}
