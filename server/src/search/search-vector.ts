import { joinedForm, searchWords } from '@meydan/shared-types/text';
import { htmlText } from './html-text.js';

/** tsvector weights: A for titles, B for leads and descriptions, D for body text. */
export type Weight = 'A' | 'B' | 'C' | 'D';

export interface SearchField {
  text: string | null | undefined;
  weight: Weight;
  html?: boolean;
}

// PostgreSQL's limits: positions stop at 16383 and a lexeme keeps at most 256 of them.
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;

/** A lexeme as tsvector and tsquery literals write it. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsvector literal of a document, built here rather than by to_tsvector: the words are our own folded
 * forms (PostgreSQL has no Persian configuration), every part of a compound has its position, and its
 * joined form shares the first part's, so «کتاب‌خانه» is found as «کتابخانه», «کتاب خانه» or «کتاب».
 */
export function searchVector(fields: readonly SearchField[]): string {
  const lexemes = new Map<string, Set<string>>();
  const add = (lexeme: string, position: string) => {
    let positions = lexemes.get(lexeme);
    if (!positions) lexemes.set(lexeme, (positions = new Set()));
    if (positions.size < MAX_POSITIONS_PER_LEXEME) positions.add(position);
  };
  let at = 1;
  for (const field of fields) {
    const plain = field.html ? htmlText(field.text ?? '') : (field.text ?? '');
    for (const word of searchWords(plain)) {
      const position = (offset: number) => `${Math.min(at + offset, MAX_POSITION)}${field.weight}`;
      add(joinedForm(word), position(0));
      if (word.length > 1) word.forEach((part, i) => add(part, position(i)));
      at += word.length;
    }
    // A phrase never runs from the end of one field into the next.
    at += 1;
  }
  return [...lexemes].map(([lexeme, positions]) => `${quoteLexeme(lexeme)}:${[...positions].join(',')}`).join(' ');
}

type Source<K extends string> = Partial<Record<K, unknown>>;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A news item's document: title, then rutitr and lead, then the body's text. */
export const newsSearchVector = (n: Source<'title' | 'rutitr' | 'lead' | 'body'>) =>
  searchVector([
    { text: text(n.title), weight: 'A' },
    { text: text(n.rutitr), weight: 'B' },
    { text: text(n.lead), weight: 'B' },
    { text: text(n.body), weight: 'D', html: true },
  ]);

/** A gallery's document: title, then description. */
export const gallerySearchVector = (g: Source<'title' | 'description'>) =>
  searchVector([
    { text: text(g.title), weight: 'A' },
    { text: text(g.description), weight: 'B' },
  ]);
