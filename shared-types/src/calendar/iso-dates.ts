/**
 * The years a stored date may fall in. PostgreSQL and JavaScript disagree at the edges (year 0, years past
 * 9999, leap seconds), and no fixture, article or season of a sports site is outside these years, so a
 * value beyond them is a typing mistake to report, not a date to store.
 */
export const DATE_YEARS = { min: 1900, max: 2199 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|([+-])(\d{2}):?(\d{2})?)$/;

/** Days in a Gregorian month (1–12): 28 to 31. */
export const gregorianMonthLength = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

function validDay(year: number, month: number, day: number): boolean {
  return (
    year >= DATE_YEARS.min && year <= DATE_YEARS.max && month >= 1 && month <= 12 && day >= 1 && day <= gregorianMonthLength(year, month)
  );
}

/** A calendar date `YYYY-MM-DD` within DATE_YEARS, as UTC midnight; null for anything else. */
export function parseIsoDate(value: string): Date | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validDay(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
}

/**
 * An RFC 3339 date-time (seconds and a zone required) that names a real instant within DATE_YEARS; null
 * for anything else, including a 61st second, which JavaScript dates cannot hold.
 */
export function parseIsoDateTime(value: string): Date | null {
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (!validDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const ms = m[7] ? Math.floor(Number(`0${m[7]}`) * 1000) : 0;
  let offsetMinutes = 0;
  if (m[9]) {
    const [oh, om] = [Number(m[10]), Number(m[11] ?? 0)];
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000);
  const utcYear = date.getUTCFullYear();
  return utcYear >= DATE_YEARS.min && utcYear <= DATE_YEARS.max ? date : null;
}

export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== null;
export const isIsoDateTime = (value: string): boolean => parseIsoDateTime(value) !== null;
