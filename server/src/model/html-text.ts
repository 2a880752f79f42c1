/*
 * Block elements end a word; inline ones (<b>, <a>…) may sit inside one, so they leave nothing behind.
 */
const BLOCK_TAG =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|br|hr|blockquote|figure|figcaption|table|thead|tbody|tr|td|th|img|iframe|video|section|article)\b[^>]*>/gi;
/** Script and style elements whole, block tags, any other tag: one pass, each match told by its group. */
const TAGS = new RegExp(`<(script|style)\\b[\\s\\S]*?<\\/\\1>|(${BLOCK_TAG.source})|<[^>]*>`, 'gi');
/**
 * Runs of white space other than one plain space: collapsing only these leaves a text that needs no
 * change as it was, instead of copying it to replace every space with itself.
 */
export const LOOSE_SPACE = /\s{2,}|[^\S ]/g;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  zwnj: '\u200c',
  zwj: '\u200d',
  laquo: '«',
  raquo: '»',
};

function entity(match: string, name: string): string {
  if (name[0] === '#') {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return NAMED[name.toLowerCase()] ?? match;
}

/** The readable text of sanitized rich text (a news body), for the search index and excerpts. */
export function htmlText(html: string): string {
  return html
    .replace(TAGS, (_tag, element?: string, block?: string) => (element === undefined && block === undefined ? '' : ' '))
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, entity)
    .replace(LOOSE_SPACE, ' ')
    .trim();
}
