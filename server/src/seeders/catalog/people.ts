import type { Random } from '../random.js';

// Invented people: real club names, but no quote or event is put in a real person's mouth.
const FIRST_NAMES = [
  'علی', 'محمد', 'حسین', 'مهدی', 'رضا', 'امیر', 'سعید', 'مجید', 'حمید', 'وحید', 'میلاد', 'سجاد', 'مرتضی',
  'مصطفی', 'احسان', 'آرش', 'کاوه', 'بابک', 'پویا', 'سینا', 'یاسر', 'امید', 'محسن', 'جواد', 'هادی', 'عارف',
  'شایان', 'آرمان', 'فرشاد', 'کسری', 'مهران', 'رامین', 'پیمان', 'سامان', 'دانیال', 'ابوالفضل', 'یونس',
  'کریم', 'صادق', 'روزبه', 'اللهیار', 'فرزاد', 'بهنام', 'نوید', 'اشکان',
];

const LAST_NAMES = [
  'احمدی', 'محمدی', 'حسینی', 'رضایی', 'کریمی', 'موسوی', 'جعفری', 'قاسمی', 'صادقی', 'رحیمی', 'نوری', 'حیدری',
  'کاظمی', 'طاهری', 'اکبری', 'عباسی', 'ملکی', 'سلطانی', 'نظری', 'یوسفی', 'امیری', 'شریفی', 'مرادی',
  'بهرامی', 'زارعی', 'فرجی', 'قربانی', 'نعمتی', 'رستمی', 'شجاعی', 'کیانی', 'پورعلی', 'اسدی', 'خسروی',
  'ترابی', 'دلاوری', 'نیک‌نام', 'صفایی', 'آقایی', 'تقوی', 'سیاوشی', 'فتحی', 'گودرزی', 'بیگلری',
  'میرزایی', 'انصاری', 'کاشانی', 'نصیری', 'باقری', 'شیرازی',
];

const READER_NAMES = [
  'علی', 'زهرا', 'محمدرضا', 'فاطمه', 'مریم', 'سارا', 'امیرحسین', 'نرگس', 'الهام', 'حسین', 'پرستو', 'کیان',
  'یک هوادار قدیمی', 'هوادار تراکتور', 'سرخ‌پوش', 'آبی‌پوش', 'نیما', 'رها', 'بهار', 'مهسا', 'امین', 'حامد',
];

export function personName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

export function readerName(random: Random): string {
  const name = random.pick(READER_NAMES);
  return random.chance(0.4) ? `${name} از ${random.pick(['تهران', 'تبریز', 'اصفهان', 'مشهد', 'شیراز', 'اهواز', 'رشت', 'کرج'])}` : name;
}

/** Distinct names for one squad, so a side never has two players called alike. */
export function squad(random: Random, size: number): string[] {
  const names = new Set<string>();
  while (names.size < size) names.add(personName(random));
  return [...names];
}
