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

const WORD_RUN = /[\p{L}\p{N}\p{M}\u200c\u0640]+/gu;

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
 * Every form that highlighting can mark in a text: the joined form and the parts of each written word
 * run (what `highlightSegments` compares with the terms).
 */
export function markableForms(text: string): Set<string> {
  const forms = new Set<string>();
  for (const m of text.matchAll(WORD_RUN)) for (const f of formsOf(m[0])) forms.add(f);
  return forms;
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
  for (const m of text.matchAll(WORD_RUN)) if (matches(m[0], words, terms.prefixes)) return m.index ?? 0;
  return -1;
}

/**
 * Splits text into runs to show plain and runs to mark, comparing each written word's folded form with
 * the terms. The text itself is returned untouched, so what is shown is what was written.
 */
export function highlightSegments(text: string, terms: HighlightTerms): TextSegment[] {
  const words = new Set(terms.words);
  const segments: TextSegment[] = [];
  const push = (s: string, mark: boolean) => {
    if (!s) return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += s;
    else segments.push({ text: s, mark });
  };
  let at = 0;
  for (const m of text.matchAll(WORD_RUN)) {
    const start = m.index ?? 0;
    push(text.slice(at, start), false);
    push(m[0], matches(m[0], words, terms.prefixes));
    at = start + m[0].length;
  }
  push(text.slice(at), false);
  return segments;
}
