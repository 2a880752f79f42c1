import { toPersianDigits } from '@meydan/shared-types/text';

// One formatter for every call: toLocaleString builds a new one each time.
const grouping = new Intl.NumberFormat('en-US');

/** A number for display: Persian digits, thousands grouped with the Persian separator. */
export function faNumber(value: number): string {
  const grouped = grouping.format(Math.abs(value)).replace(/,/g, '٬');
  return `${value < 0 ? '−' : ''}${toPersianDigits(grouped)}`;
}

/** A signed number for goal difference and points adjustments (+۳, −۲, ۰). */
export function faSigned(value: number): string {
  return value > 0 ? `+${faNumber(value)}` : faNumber(value);
}

export const faDigits = (value: string | number) => toPersianDigits(String(value));
