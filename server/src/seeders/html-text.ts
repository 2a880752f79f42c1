import { toPersianDigits } from '@meydan/shared-types/text';
import { TEHRAN_OFFSET_MS } from './seed-context.js';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Body HTML built only from these, so it already is what the sanitizer would keep. */
export const p = (text: string) => `<p>${escape(text)}</p>`;
export const h2 = (text: string) => `<h2>${escape(text)}</h2>`;
export const quote = (text: string) => `<blockquote>${escape(text)}</blockquote>`;

export const fa = (n: number | string) => toPersianDigits(n);

/** 12500 → «۱۲٬۵۰۰», with the Persian thousands separator. */
export const faCount = (n: number) => toPersianDigits(n.toLocaleString('en-US')).replace(/,/g, '٬');

const WEEKDAYS = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'];

export function tehranClock(d: Date): string {
  const local = new Date(d.getTime() + TEHRAN_OFFSET_MS);
  return fa(`${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`);
}

export const tehranWeekday = (d: Date) => WEEKDAYS[new Date(d.getTime() + TEHRAN_OFFSET_MS).getUTCDay()];
