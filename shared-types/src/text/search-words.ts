import { foldForSearch } from './normalize.js';

/*
 * A search word is one written word as its parts: «کتاب‌خانه» is ['کتاب', 'خانه'], «کتابخانه» is
 * ['کتابخانه']. The index holds the parts and the joined form, so the ZWNJ, spaced and joined spellings of
 * a compound find one another (see server/src/search).
 */
export type SearchWord = readonly string[];

const ZWNJ = '\u200c';
// Detached verb prefixes and plural/comparative suffixes belong to the word beside them whatever the spacing.
const PREFIXES = new Set(['می', 'نمی']);
const SUFFIXES = new Set(['ها', 'های', 'هایی', 'تر', 'ترین']);
/** Longer runs are not words (pasted links, hashes); a lexeme that long would only bloat the index. */
const MAX_PART = 40;

/** The words of a text (or a query) as search compares them, in order. */
export function searchWords(text: string): SearchWord[] {
  const written = foldForSearch(text)
    .split(' ')
    .map((w) =>
      w
        .split(ZWNJ)
        .filter(Boolean)
        .map((part) => part.slice(0, MAX_PART)),
    )
    .filter((parts) => parts.length > 0);
  const words: string[][] = [];
  for (let i = 0; i < written.length; i++) {
    let word = written[i];
    if (word.length === 1 && PREFIXES.has(word[0]) && i + 1 < written.length) word = [...word, ...written[++i]];
    while (i + 1 < written.length && written[i + 1].length === 1 && SUFFIXES.has(written[i + 1][0])) {
      word = [...word, written[++i][0]];
    }
    words.push(word);
  }
  return words;
}

export const joinedForm = (word: SearchWord): string => word.join('');

/** Letters in a word, which is what the length rules (prefix, typo tolerance) count. */
export const letterCount = (s: string): number => [...s].length;

export interface HighlightTerms {
  /** Folded words that match whole (a written word's joined form or one of its parts). */
  words: readonly string[];
  /** Folded beginnings: the last query word, which matches as a prefix. */
  prefixes: readonly string[];
}

export interface TextSegment {
  text: string;
  mark: boolean;
}

/*
 * A word run is a stretch of letters, digits, marks, ZWNJ and tatweel. Results pages scan every word of
 * forty titles and excerpts several times: each UTF-16 unit's class is worked out once, by the regular
 * expression, and kept in a table, so a scan is a loop over character codes that allocates only the runs
 * (a `matchAll` allocates a match object per word).
 */
const WORD_CHAR = /^[\p{L}\p{N}\p{M}\u200c\u0640]$/u;
const UNKNOWN = 0;
const WORD = 1;
const OTHER = 2;
const unitClass = new Uint8Array(0x10000);

function isWordUnit(code: number): boolean {
  let kind = unitClass[code];
  if (kind === UNKNOWN) {
    // A surrogate alone is never a word character; a pair is read as the one character it makes.
    kind = code >= 0xd800 && code <= 0xdfff ? OTHER : WORD_CHAR.test(String.fromCharCode(code)) ? WORD : OTHER;
    unitClass[code] = kind;
  }
  return kind === WORD;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Calls `visit` with each word run of `text` and where it begins, in order, until `visit` returns true. */
export function eachWordRun(text: string, visit: (run: string, at: number) => boolean | void): void {
  let start = -1;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    let width = 1;
    let word: boolean;
    if (isHighSurrogate(code) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      width = 2;
      word = WORD_CHAR.test(text.slice(i, i + 2));
    } else word = isWordUnit(code);
    if (word) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (visit(text.slice(start, i), start) === true) return;
      start = -1;
    }
    i += width;
  }
  if (start >= 0) visit(text.slice(start), start);
}

/*
 * The forms each written word run compares by (its words' joined forms and parts), remembered: folding
 * is a score of passes over the text, and a results page checks every word of twenty titles and
 * excerpts, most of them words met on earlier pages. Bounded (50,000 runs cover nearly every word a
 * news site writes, in a few megabytes), and started afresh when full.
 */
const RUN_FORMS_MAX = 50_000;
const runForms = new Map<string, readonly string[]>();

function formsOf(run: string): readonly string[] {
  let forms = runForms.get(run);
  if (forms) return forms;
  forms = searchWords(run).flatMap((word) => [joinedForm(word), ...word]);
  if (runForms.size >= RUN_FORMS_MAX) runForms.clear();
  runForms.set(run, forms);
  return forms;
}

/**
 * Which of `forms` highlighting can mark somewhere in `texts` (compared as `highlightSegments` compares
 * the terms), read until every one of them is found.
 */
export function formsIn(texts: readonly string[], forms: readonly string[]): Set<string> {
  const wanted = new Set(forms);
  const found = new Set<string>();
  const allFound = () => found.size === wanted.size;
  for (const text of texts) {
    if (allFound()) break;
    eachWordRun(text, (run) => {
      for (const f of formsOf(run)) if (wanted.has(f)) found.add(f);
      return allFound();
    });
  }
  return found;
}

function matches(run: string, words: ReadonlySet<string>, prefixes: readonly string[]): boolean {
  return formsOf(run).some((f) => words.has(f) || prefixes.some((p) => f.startsWith(p)));
}

/**
 * Where the first run `highlightSegments` would mark begins, or -1, without building the other segments.
 * Each run's forms come from the memo, so a text costs one pass of the word pattern and a lookup per
 * word; folding the whole text first to rule it out costs twice that once the words are known.
 */
export function firstMatchIndex(text: string, terms: HighlightTerms): number {
  const words = new Set(terms.words);
  let found = -1;
  eachWordRun(text, (run, at) => {
    if (!matches(run, words, terms.prefixes)) return false;
    found = at;
    return true;
  });
  return found;
}

/**
 * Splits text into runs to show plain and runs to mark, comparing each written word's folded form with
 * the terms. The text itself is returned untouched, so what is shown is what was written.
 */
export function highlightSegments(text: string, terms: HighlightTerms): TextSegment[] {
  const words = new Set(terms.words);
  const segments: TextSegment[] = [];
  // Runs are separated by at least one other character, so marks never touch and the text between two
  // marks is one plain segment, taken with one slice.
  let plainFrom = 0;
  eachWordRun(text, (run, start) => {
    if (!matches(run, words, terms.prefixes)) return;
    if (start > plainFrom) segments.push({ text: text.slice(plainFrom, start), mark: false });
    segments.push({ text: run, mark: true });
    plainFrom = start + run.length;
  });
  if (plainFrom < text.length) segments.push({ text: text.slice(plainFrom), mark: false });
  return segments;
}
