import { SEARCH_MAX_CHARS } from '@meydan/shared-types/public';
import { joinedForm, letterCount, searchWords } from '@meydan/shared-types/text';
import { quoteLexeme } from './search-vector.js';

const MAX_WORDS = 8;
/** A last word shorter than this is taken whole: one letter as a prefix would match half the index. */
export const MIN_PREFIX_LETTERS = 2;
/** Shorter words are common and short, where one letter changes the word: no typo tolerance for them. */
export const MIN_TYPO_LETTERS = 5;
const MIN_SPLIT_PART = 2;
/** The word list holds words of this many letters; others are looked up in the index as they are. */
export const LISTED_LETTERS = { min: 2, max: 40 };

export interface QueryWord {
  parts: readonly string[];
  joined: string;
  /** The last word, which matches as a prefix. */
  prefix: boolean;
}

/** The words of a query, or none when it is too short to search (under two letters in all). */
export function parseQuery(q: string): QueryWord[] {
  const words = searchWords(q.slice(0, SEARCH_MAX_CHARS)).slice(0, MAX_WORDS);
  const letters = words.reduce((n, w) => n + letterCount(joinedForm(w)), 0);
  if (letters < 2) return [];
  return words.map((parts, i) => {
    const joined = joinedForm(parts);
    return { parts, joined, prefix: i === words.length - 1 && letterCount(joined) >= MIN_PREFIX_LETTERS };
  });
}

/** Two-part readings of a joined word («کتابخانه» → «کتاب» + «خانه»), to look up in the word list. */
export function splitCandidates(word: QueryWord): [string, string][] {
  if (word.parts.length > 1) return [];
  const letters = [...word.joined];
  const out: [string, string][] = [];
  for (let i = MIN_SPLIT_PART; i <= letters.length - MIN_SPLIT_PART; i++) {
    out.push([letters.slice(0, i).join(''), letters.slice(i).join('')]);
  }
  return out;
}

export const wantsTypos = (word: QueryWord) => letterCount(word.joined) >= MIN_TYPO_LETTERS;

/** Whole words a query may match as typed: each word, its parts, and each word joined with the next. */
export function exactLexemes(words: readonly QueryWord[]): string[] {
  return [...new Set(words.flatMap((w, i) => [w.joined, ...w.parts, ...(i > 0 ? [words[i - 1].joined + w.joined] : [])]))];
}

/** Beginnings to complete: the last word, and the last word joined to the one before. */
export function prefixLexemes(words: readonly QueryWord[]): string[] {
  const last = words[words.length - 1];
  if (!last?.prefix) return [];
  return words.length > 1 ? [last.joined, words[words.length - 2].joined + last.joined] : [last.joined];
}

/** How often a word was indexed: in any document, and in titles. */
export interface WordCount {
  docs: number;
  titles: number;
}

/** What the word list says about the query's words. */
export interface Expansions {
  /** Indexed words among those the query names, with their counts; null: look nothing up. */
  known: ReadonlyMap<string, WordCount> | null;
  /** Indexed words one edit away from a query word. */
  typos: ReadonlyMap<string, readonly string[]>;
  /** Two-part readings of a joined query word whose parts are both indexed. */
  splits: ReadonlyMap<string, readonly (readonly [string, string])[]>;
  /** Indexed words a beginning completes to, most used first; 'many' when there are too many to list. */
  completions: ReadonlyMap<string, readonly string[] | 'many'>;
}

export const NO_EXPANSIONS: Expansions = { known: null, typos: new Map(), splits: new Map(), completions: new Map() };

/** One way a query word may match: one lexeme, a run of lexemes, or every word with a beginning. */
type Alternative = { lexemes: readonly string[]; prefix: boolean };

const listed = (lexeme: string) => {
  const n = letterCount(lexeme);
  return n >= LISTED_LETTERS.min && n <= LISTED_LETTERS.max;
};

/** Whether the index can hold the lexeme: a listed word missing from the word list is in no document. */
const indexed = (x: Expansions, lexeme: string) => !x.known || !listed(lexeme) || x.known.has(lexeme);

function completed(x: Expansions, lexeme: string): Alternative[] {
  const words = x.completions.get(lexeme);
  if (!x.known || words === undefined || words === 'many') return [{ lexemes: [lexeme], prefix: true }];
  return words.map((w) => ({ lexemes: [w], prefix: false }));
}

/**
 * Every spelling one query word may match: as typed (the last word as a prefix, completed from the
 * word list), its ZWNJ parts in a row, a two-part reading, joined with the word before or after it (a
 * compound typed with a space), or one edit away. Spellings the index cannot hold are left out.
 */
function alternatives(words: readonly QueryWord[], i: number, x: Expansions, typos: boolean): Alternative[] {
  const word = words[i];
  const whole = (lexeme: string, prefix: boolean): Alternative[] =>
    prefix ? completed(x, lexeme) : indexed(x, lexeme) ? [{ lexemes: [lexeme], prefix: false }] : [];
  const out: Alternative[] = [...whole(word.joined, word.prefix)];
  if (word.parts.length > 1 && word.parts.every((p, k) => (word.prefix && k === word.parts.length - 1) || indexed(x, p))) {
    out.push({ lexemes: word.parts, prefix: word.prefix });
  }
  for (const parts of x.splits.get(word.joined) ?? []) out.push({ lexemes: parts, prefix: false });
  if (i > 0) out.push(...whole(words[i - 1].joined + word.joined, word.prefix));
  if (i < words.length - 1) out.push(...whole(word.joined + words[i + 1].joined, words[i + 1].prefix));
  if (typos) for (const t of x.typos.get(word.joined) ?? []) out.push({ lexemes: [t], prefix: false });
  return out;
}

const render = (a: Alternative, weight: string) => {
  const terms = a.lexemes.map((l, k) => {
    const marks = `${a.prefix && k === a.lexemes.length - 1 ? '*' : ''}${weight}`;
    return `${quoteLexeme(l)}${marks ? `:${marks}` : ''}`;
  });
  return terms.length > 1 ? `(${terms.join(' <-> ')})` : terms[0];
};

/**
 * A tsquery in which every query word must match in one of its spellings; null when some word has no
 * spelling the index holds, so nothing can match. With `inTitles`, every lexeme must match in the
 * title (weight A): the same matches as the query on the title's own vector, without building that.
 */
export function buildTsQuery(words: readonly QueryWord[], x: Expansions, options: { typos: boolean; inTitles?: boolean }): string | null {
  const weight = options.inTitles ? 'A' : '';
  const clauses: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const rendered = [...new Set(alternatives(words, i, x, options.typos).map((a) => render(a, weight)))];
    if (!rendered.length) return null;
    clauses.push(`(${rendered.join(' | ')})`);
  }
  return clauses.join(' & ');
}

/**
 * At most how many documents (or titles) each query word matches, from the word list's counts: a word
 * matches no more often than its spellings together (all words, then, no more often than the rarest).
 * Infinity for a word whose beginning has too many completions to count.
 */
export function wordMatches(words: readonly QueryWord[], x: Expansions, options: { typos: boolean; field: keyof WordCount }): number[] {
  if (!x.known) return words.map(() => Number.POSITIVE_INFINITY);
  const count = (lexeme: string) => (listed(lexeme) ? (x.known?.get(lexeme)?.[options.field] ?? 0) : Number.POSITIVE_INFINITY);
  return words.map((_, i) =>
    alternatives(words, i, x, options.typos).reduce(
      (n, a) => (a.prefix ? Number.POSITIVE_INFINITY : n + Math.min(...a.lexemes.map(count))),
      0,
    ),
  );
}

/** The folded words and beginnings that count as a match, for marking them in titles and excerpts. */
export function matchTerms(words: readonly QueryWord[], x: Expansions) {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  words.forEach((word, i) => {
    (word.prefix ? prefixes : exact).add(word.joined);
    for (const part of word.parts) exact.add(part);
    for (const [a, b] of x.splits.get(word.joined) ?? []) exact.add(a).add(b);
    for (const t of x.typos.get(word.joined) ?? []) exact.add(t);
    if (i > 0) (word.prefix ? prefixes : exact).add(words[i - 1].joined + word.joined);
  });
  return { words: [...exact], prefixes: [...prefixes] };
}
