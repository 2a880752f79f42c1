/** Bidirectional formatting characters: they reorder how the text around them is displayed. */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from outside (an email typed into a failed login) made safe to show in a log or a table: control
 * and bidi characters become visible escapes (`\n`, `\u202E`), so a line break cannot forge a second
 * entry and a right-to-left override cannot display it reversed.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  });
}

/**
 * The form of a name compared against staff names: Arabic ي and ك as the Persian ی and ک, no ZWNJ,
 * joiners, bidi controls, spaces or punctuation, case folded and compatibility forms unified.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ۀة]/g, 'ه')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/[\s\p{P}\p{S}\u0640]/gu, '')
    .toLowerCase();
}

/** Whether `name` reads as one of `reserved` (keys from nameKey), forwards or reversed. */
export function impersonates(name: string, reserved: ReadonlySet<string>): boolean {
  const key = nameKey(name);
  if (!key) return false;
  return reserved.has(key) || reserved.has([...key].reverse().join(''));
}
