/** What readers type: names of teams and players, two words, a compound, a typo, a word being typed. */
export const SEARCH_QUERIES = [
  'پرسپولیس',
  'مهران قربانی',
  'استقلال تهران',
  'فوتسال',
  'پرسپلیس',
  'کره جنوبی',
  'تیم ملی',
  'آماده‌سازی',
  'هندب',
  'گودرزی',
];
