import { type SearchResult } from '@meydan/shared-types/schemas';
import { firstMatchIndex, formsIn, type HighlightTerms } from '@meydan/shared-types/text';
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

const readable = (written: string) => written.replace(LOOSE_SPACE, ' ').trim();

/** The passage around the first match in a text, from a little before it; null when it holds none. */
export function matchExcerpt(written: string, terms: HighlightTerms): string | null {
  const text = readable(written);
  const at = text ? firstMatchIndex(text, terms) : -1;
  return at >= 0 ? clip(text, Math.max(0, at - LEAD_IN)) : null;
}

/** A passage around the first match in the first text that holds one; else the first text's opening. */
export function excerptAround(texts: readonly string[], terms: HighlightTerms): string {
  for (const text of texts) {
    const excerpt = matchExcerpt(text, terms);
    if (excerpt !== null) return excerpt;
  }
  return openingExcerpt(texts);
}

/** The opening of the first non-empty text: the excerpt when no text holds a match. */
export function openingExcerpt(texts: readonly string[]): string {
  for (const written of texts) {
    const text = readable(written);
    if (text) return clip(text, 0);
  }
  return '';
}

/**
 * Only the terms that can be marked in what is shown: corrections come from the index's word list,
 * which also holds words of drafts, and a term list must not hint at them.
 */
export function shownTerms(terms: Terms, items: readonly SearchResult[]): Terms {
  const shown = formsIn(
    items.flatMap((item) => [item.title, item.excerpt]),
    terms.words,
  );
  return { words: terms.words.filter((w) => shown.has(w)), prefixes: terms.prefixes };
}
