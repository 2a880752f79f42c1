import { firstMatchIndex, markableForms, type HighlightTerms, type SearchResult } from '@meydan/shared-types';
import { LOOSE_SPACE } from './html-text.js';

export type Terms = { words: string[]; prefixes: string[] };

const LENGTH = 220;
/** How much text comes before the first match, so it is read in context. */
const LEAD_IN = 60;

function clip(text: string, from: number): string {
  let start = from;
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space > 0 ? space + 1 : start;
  }
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * A short passage of the first text that contains a match (the lead, then the body), starting a little
 * before the match; without one, the opening of the first non-empty text. Texts are taken one at a
 * time, so a body is not made readable when the lead already holds a match.
 */
/** The passage around the first match in a text, or null when it holds none. */
export function matchExcerpt(written: string, terms: HighlightTerms): string | null {
  const text = written.replace(LOOSE_SPACE, ' ').trim();
  const at = text ? firstMatchIndex(text, terms) : -1;
  return at >= 0 ? clip(text, Math.max(0, at - LEAD_IN)) : null;
}

export function excerptAround(texts: Iterable<string>, terms: HighlightTerms): string {
  let first: string | null = null;
  for (const written of texts) {
    const text = written.replace(LOOSE_SPACE, ' ').trim();
    if (!text) continue;
    first ??= text;
    const at = firstMatchIndex(text, terms);
    if (at >= 0) return clip(text, Math.max(0, at - LEAD_IN));
  }
  return first === null ? '' : clip(first, 0);
}

/**
 * Only the terms that can be marked in what is shown: corrections come from the index's word list,
 * which also holds words of drafts, and a term list must not hint at them.
 */
export function shownTerms(terms: Terms, items: readonly SearchResult[]): Terms {
  const shown = new Set<string>();
  for (const item of items) for (const text of [item.title, item.excerpt]) for (const f of markableForms(text)) shown.add(f);
  return { words: terms.words.filter((w) => shown.has(w)), prefixes: terms.prefixes };
}
