import { arabicToPersianDigits, toLatinDigits } from './digits.js';

export { toLatinDigits, toPersianDigits } from './digits.js';

const ZWNJ = '\u200c';

/*
 * U+0654 (hamza above) is deliberately kept: Persian writes the ezafe of «خانهٔ» with it, so it is a
 * letter of the word rather than a vowel mark. Precomposed hamza letters (أ ؤ ئ) are restored by NFC.
 */
const DIACRITICS = /[\u064b-\u0653\u0655-\u065f\u0670\u0640]/g;
// Text pasted from PDFs and old Word files often arrives as presentation-form glyphs (ﻻ, ﯾ…).
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufefe]+/g;

/** The form every stored Persian title and name is written in. Idempotent. */
export function normalizeText(s: string): string {
  const letters = s
    .replace(PRESENTATION_FORMS, (run) => run.normalize('NFKC'))
    .normalize('NFC')
    .replace(/\ufeff/g, '')
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/\u0629/g, '\u0647')
    .replace(DIACRITICS, '');
  return applyZwnjPolicy(arabicToPersianDigits(letters));
}

/*
 * Some keyboards type U+00AC (¬) where ZWNJ was meant and editors insert U+200B; inside a word both
 * are a misplaced joiner. A ¬ between spaces or digits is left alone as a real sign.
 */
function applyZwnjPolicy(s: string): string {
  return s
    .replace(/\u200b/g, ZWNJ)
    .replace(/(\p{L})\u00ac(?=\p{L})/gu, `$1${ZWNJ}`)
    .replace(/\u200c+/g, ZWNJ)
    .replace(/\s+\u200c|\u200c\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\u200c|\u200c$/g, '');
}

/*
 * Detached verb prefixes and plural/comparative suffixes are glued back on, so «می‌شود», «می شود» and
 * «میشود» share one key; the same holds for «نمی»، «ها»، «های»، «هایی»، «تر»، «ترین».
 */
const DETACHED_PREFIX = /(^| )(ن?می) (?=\S)/g;
// No lookbehind: Safari before 16.4 rejects the whole module at parse time.
const DETACHED_SUFFIX = /(\S) (هایی|های|ها|ترین|تر)(?= |$)/g;
/*
 * Letters typed interchangeably in queries: hamza and madda variants of alef, waw and yeh (readers type
 * «ا» for «آ», «رییس» for «رئیس»), and the ezafe heh «ۀ» (or «ە») for «ه».
 */
const LETTER_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  ٱ: 'ا',
  آ: 'ا',
  ؤ: 'و',
  ئ: 'ی',
  ۀ: 'ه',
  ە: 'ه',
};

/**
 * The one spelling search compares, for stored text and queries alike: normalized letters, Latin digits,
 * no thousands separators, lowercase, hamza and madda folded, punctuation and symbols as spaces. ZWNJ is kept (between letters
 * only), since where a compound is joined matters to the search words built from this.
 */
export function foldForSearch(s: string): string {
  return toLatinDigits(normalizeText(s))
    .replace(/(\d)[,\u066c](?=\d{3}(?!\d))/g, '$1')
    .toLowerCase()
    .replace(/[أإٱآؤئۀە]/g, (c) => LETTER_FOLDS[c] ?? c)
    .replace(/\u0654/g, '')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ \u200c+| ?\u200c+ /g, ' ')
    .trim()
    .replace(/^\u200c+|\u200c+$/g, '');
}

/** The comparable form of a title or an admin search query; apply it to both sides. */
export function toSearchKey(s: string): string {
  return foldForSearch(s)
    .replace(/\u200c/g, ' ')
    .replace(DETACHED_PREFIX, '$1$2')
    .replace(DETACHED_SUFFIX, '$1$2');
}

const PLAIN_NUMBER = /^\d+(\.\d+)?$|^\.\d+$/;
const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Reads a number typed with any digits. Thousands separators must group by three, so «1,5» (a
 * European decimal) is rejected rather than silently read as fifteen.
 */
export function parseLocalizedNumber(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input + 0 : null;
  let s = toLatinDigits(input)
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
  let sign = 1;
  if (/^[-\u2212]/.test(s)) {
    sign = -1;
    s = s.slice(1);
  }
  if (!PLAIN_NUMBER.test(s) && !GROUPED_NUMBER.test(s)) return null;
  const n = sign * Number(s.replace(/,/g, ''));
  return Number.isFinite(n) ? n + 0 : null;
}
