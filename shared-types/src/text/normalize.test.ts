import { describe, expect, it } from 'vitest';
import { normalizeText, parseLocalizedNumber, toLatinDigits, toPersianDigits, toSearchKey } from './normalize.js';

const ZWNJ = '\u200c';

describe('normalizeText', () => {
  it('writes Arabic yeh, alef maksura, kaf and teh marbuta as their Persian letters', () => {
    expect(normalizeText('علي')).toBe('علی');
    expect(normalizeText('مصطفى')).toBe('مصطفی');
    expect(normalizeText('كريم')).toBe('کریم');
    expect(normalizeText('مدرسة')).toBe('مدرسه');
  });

  it('writes Arabic-Indic digits as Persian digits and keeps Persian and Latin digits', () => {
    expect(normalizeText('فصل ١٤٠٤')).toBe('فصل ۱۴۰۴');
    expect(normalizeText('فصل ۱۴۰۴ و 2025')).toBe('فصل ۱۴۰۴ و 2025');
  });

  it('removes harakat, superscript alef and tatweel', () => {
    expect(normalizeText('مُحَمَّد')).toBe('محمد');
    expect(normalizeText('كِتَابٌ')).toBe('کتاب');
    expect(normalizeText('رحمٰن')).toBe('رحمن');
    expect(normalizeText('پرســـپولیس')).toBe('پرسپولیس');
  });

  it('keeps the hamza of the ezafe and precomposes decomposed alef-madda and hamza letters', () => {
    expect(normalizeText('خانهٔ ما')).toBe('خانهٔ ما');
    expect(normalizeText('\u0627\u0653سیا')).toBe('آسیا');
    expect(normalizeText('\u0627\u0654حمد')).toBe('أحمد');
  });

  it('turns Arabic presentation-form glyphs pasted from PDFs into ordinary letters', () => {
    expect(normalizeText('\ufefb')).toBe('لا');
    expect(normalizeText('\ufbfe\ufeae')).toBe('یر');
    expect(normalizeText('\ufed3\ufeee\ufe98\ufe92\ufe8e\ufedf')).toBe('فوتبال');
  });

  it('collapses whitespace of every kind, including newlines and no-break spaces, and trims', () => {
    expect(normalizeText('  استقلال \n\t  و\u00a0 پرسپولیس  ')).toBe('استقلال و پرسپولیس');
    expect(normalizeText('\ufeffعنوان')).toBe('عنوان');
  });

  it('keeps a single ZWNJ inside a word and collapses repeated ones', () => {
    expect(normalizeText(`می${ZWNJ}شود`)).toBe(`می${ZWNJ}شود`);
    expect(normalizeText(`می${ZWNJ}${ZWNJ}${ZWNJ}شود`)).toBe(`می${ZWNJ}شود`);
  });

  it('drops a ZWNJ next to a space or at either end of the text', () => {
    expect(normalizeText(`${ZWNJ}کتاب${ZWNJ}`)).toBe('کتاب');
    expect(normalizeText(`کتاب${ZWNJ} ها`)).toBe('کتاب ها');
    expect(normalizeText(`کتاب ${ZWNJ}ها`)).toBe('کتاب ها');
    expect(normalizeText(`کتاب ${ZWNJ} ها`)).toBe('کتاب ها');
    expect(normalizeText(` ${ZWNJ} `)).toBe('');
  });

  it('turns a zero-width space or a ¬ typed inside a word into a ZWNJ', () => {
    expect(normalizeText('می\u200bشود')).toBe(`می${ZWNJ}شود`);
    expect(normalizeText('می¬شود')).toBe(`می${ZWNJ}شود`);
    expect(normalizeText('کتاب\u200b ها')).toBe('کتاب ها');
    expect(normalizeText('a ¬ b')).toBe('a ¬ b');
  });

  it('is idempotent', () => {
    const samples = [
      ` ${ZWNJ}مُحَمَّد  علي ${ZWNJ}${ZWNJ}كريمی١٤٠٤ ـ \u200bمی¬شود${ZWNJ}`,
      'خانهٔ  ما\u00a0\u00a0',
      `a${ZWNJ}\u064b${ZWNJ}b`,
      '',
    ];
    for (const s of samples) {
      const once = normalizeText(s);
      expect(normalizeText(once)).toBe(once);
    }
  });

  it('leaves an empty or whitespace-only string empty', () => {
    expect(normalizeText('')).toBe('');
    expect(normalizeText(' \n ')).toBe('');
  });
});

describe('toSearchKey', () => {
  it('lets a query typed with Arabic letters and Latin digits find a Persian title with Persian digits', () => {
    expect(toSearchKey('كريم 1404')).toBe(toSearchKey('کریم ۱۴۰۴'));
    expect(toSearchKey('کریم ۱۴۰۴')).toBe('کریم 1404');
    expect(toSearchKey('كريم ١٤٠٤')).toBe('کریم 1404');
  });

  it('makes the ZWNJ, spaced and joined forms of a می/نمی verb one key', () => {
    const keys = [`می${ZWNJ}شود`, 'می شود', 'میشود'].map(toSearchKey);
    expect(new Set(keys).size).toBe(1);
    expect(toSearchKey(`نمی${ZWNJ}شود`)).toBe(toSearchKey('نمیشود'));
    expect(toSearchKey('نمی شود')).toBe(toSearchKey('نمیشود'));
  });

  it('makes the ZWNJ, spaced and joined forms of ها/های/تر/ترین suffixes one key', () => {
    expect(toSearchKey(`بازی${ZWNJ}ها`)).toBe(toSearchKey('بازیها'));
    expect(toSearchKey('بازی ها')).toBe(toSearchKey('بازیها'));
    expect(toSearchKey(`تیم${ZWNJ}های برتر`)).toBe(toSearchKey('تیمهای برتر'));
    expect(toSearchKey(`بزرگ${ZWNJ}ترین`)).toBe(toSearchKey('بزرگترین'));
    expect(toSearchKey('بهتر از')).toBe(toSearchKey(`به${ZWNJ}تر از`));
  });

  it('treats any other ZWNJ as a word break, so a query for the second half of a compound finds it', () => {
    expect(toSearchKey(`هم${ZWNJ}تیمی`)).toBe('هم تیمی');
    expect(toSearchKey(`هم${ZWNJ}تیمی`)).toContain(toSearchKey('تیمی'));
  });

  it('ignores a «می» that starts an ordinary word, because both sides are keyed the same way', () => {
    expect(toSearchKey('میدان آزادی')).toContain(toSearchKey('میدان'));
    expect(toSearchKey('می')).toBe('می');
  });

  it('lowercases Latin letters so «VAR» finds «var»', () => {
    expect(toSearchKey('تصمیم VAR')).toBe(toSearchKey('تصمیم var'));
  });

  it('folds hamza and madda variants of alef, waw and heh so they match the plain letter', () => {
    expect(toSearchKey('آسیا')).toBe(toSearchKey('اسیا'));
    expect(toSearchKey('أحمد')).toBe(toSearchKey('احمد'));
    expect(toSearchKey('إسلام')).toBe(toSearchKey('اسلام'));
    expect(toSearchKey('خانهٔ ما')).toBe(toSearchKey('خانه ما'));
    expect(toSearchKey('خانۀ ما')).toBe(toSearchKey('خانه ما'));
  });

  it('ignores punctuation, Persian guillemets and question marks included', () => {
    expect(toSearchKey('«پرسپولیس»، قهرمان؟')).toBe('پرسپولیس قهرمان');
    expect(toSearchKey('استقلال-پرسپولیس')).toBe(toSearchKey('استقلال پرسپولیس'));
  });

  it('ignores diacritics, tatweel and extra spaces', () => {
    expect(toSearchKey('  مُحَمَّد   صــلاح ')).toBe('محمد صلاح');
  });

  it('is stable when applied twice', () => {
    const key = toSearchKey(`كريم ١٤٠٤ می${ZWNJ}شود «آسیا» کتاب${ZWNJ}ها`);
    expect(toSearchKey(key)).toBe(key);
  });
});

describe('parseLocalizedNumber', () => {
  it('reads Persian, Arabic-Indic and Latin digits', () => {
    expect(parseLocalizedNumber('۱۴۰۴')).toBe(1404);
    expect(parseLocalizedNumber('١٤٠٤')).toBe(1404);
    expect(parseLocalizedNumber('1404')).toBe(1404);
    expect(parseLocalizedNumber('۱4٠۴')).toBe(1404);
  });

  it('reads the Persian decimal separator and a Latin dot', () => {
    expect(parseLocalizedNumber('۲٫۵')).toBe(2.5);
    expect(parseLocalizedNumber('2.5')).toBe(2.5);
    expect(parseLocalizedNumber('.5')).toBe(0.5);
  });

  it('reads Persian and Latin thousands separators grouped by three', () => {
    expect(parseLocalizedNumber('۷۸٬۱۱۶')).toBe(78116);
    expect(parseLocalizedNumber('1,234,567')).toBe(1234567);
    expect(parseLocalizedNumber('۱٬۲۳۴٫۵')).toBe(1234.5);
  });

  it('rejects separators that are not thousands groups instead of guessing', () => {
    expect(parseLocalizedNumber('1,5')).toBeNull();
    expect(parseLocalizedNumber('12,34')).toBeNull();
    expect(parseLocalizedNumber(',123')).toBeNull();
    expect(parseLocalizedNumber('1.2.3')).toBeNull();
  });

  it('reads a leading minus, ASCII or typographic', () => {
    expect(parseLocalizedNumber('-۳')).toBe(-3);
    expect(parseLocalizedNumber('\u2212۳')).toBe(-3);
    expect(parseLocalizedNumber('-0')).toBe(0);
    expect(Object.is(parseLocalizedNumber('-0'), 0)).toBe(true);
  });

  it('ignores surrounding spaces and direction marks pasted with the number', () => {
    expect(parseLocalizedNumber('  ۱۲  ')).toBe(12);
    expect(parseLocalizedNumber('\u200f۱۲\u200e')).toBe(12);
  });

  it('returns null for anything that is not a number', () => {
    for (const bad of ['', ' ', '-', '.', '5.', 'abc', '۱۲a', '1e3', '0x10', '+-1', '--1', '1 000', 'NaN', 'Infinity', '۱/۲']) {
      expect(parseLocalizedNumber(bad), bad).toBeNull();
    }
  });

  it('passes finite numbers through and rejects NaN and infinities', () => {
    expect(parseLocalizedNumber(42)).toBe(42);
    expect(parseLocalizedNumber(-1.5)).toBe(-1.5);
    expect(parseLocalizedNumber(Number.NaN)).toBeNull();
    expect(parseLocalizedNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('toPersianDigits / toLatinDigits', () => {
  it('shows numbers with Persian digits and the Persian decimal separator', () => {
    expect(toPersianDigits(1404)).toBe('۱۴۰۴');
    expect(toPersianDigits(2.5)).toBe('۲٫۵');
    expect(toPersianDigits(-3)).toBe('-۳');
    expect(toPersianDigits(0)).toBe('۰');
  });

  it('swaps only the digits of a string, Arabic-Indic ones included', () => {
    expect(toPersianDigits('هفته 12 - ١٣')).toBe('هفته ۱۲ - ۱۳');
    expect(toPersianDigits('1.2.3')).toBe('۱.۲.۳');
  });

  it('turns Persian and Arabic-Indic digits into Latin ones and leaves other text', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('فصل ۱۴۰۴-1405')).toBe('فصل 1404-1405');
  });

  it('round-trips every digit', () => {
    expect(toLatinDigits(toPersianDigits('0123456789'))).toBe('0123456789');
  });
});
