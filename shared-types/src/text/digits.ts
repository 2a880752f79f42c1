const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

const shift = (s: string, pattern: RegExp, zero: number): string =>
  s.replace(pattern, (d) => String.fromCharCode(zero + (d.charCodeAt(0) & 0x0f)));

/** Persian and Arabic-Indic digits become 0-9; everything else is left as is. */
export function toLatinDigits(s: string): string {
  return s
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - PERSIAN_ZERO))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_ZERO));
}

export function arabicToPersianDigits(s: string): string {
  return s.replace(/[\u0660-\u0669]/g, (d) => String.fromCharCode(PERSIAN_ZERO + d.charCodeAt(0) - ARABIC_ZERO));
}

/**
 * A number is written with the Persian decimal separator too; a string only has its digits
 * swapped, because its dots may be part of a version, an IP or a date.
 */
export function toPersianDigits(value: string | number): string {
  const s = typeof value === 'number' ? String(value).replace('.', '\u066b') : value;
  return shift(arabicToPersianDigits(s), /[0-9]/g, PERSIAN_ZERO);
}
