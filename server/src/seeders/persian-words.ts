const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه'];

/** A number from 1 to 59 in words: «بیست و یک». */
export function persianNumberWords(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 59) throw new Error(`unsupported number ${n}`);
  if (n < 10) return ONES[n];
  if (n < 20) return TEENS[n - 10];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 ? `${tens} و ${ONES[n % 10]}` : tens;
}

/** «اول»، «دوم»، «سوم»، «بیست و یکم»، «سی‌ام»: how week numbers are written in headlines. */
export function persianOrdinal(n: number): string {
  if (n === 1) return 'اول';
  const words = persianNumberWords(n);
  if (words.endsWith('سه')) return `${words.slice(0, -2)}سوم`;
  if (words.endsWith('سی')) return `${words}‌ام`;
  return `${words}م`;
}
