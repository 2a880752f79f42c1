import { normalizeText, toLatinDigits } from './normalize.js';

export const SLUG_MAX_LENGTH = 80;
const FALLBACK_SLUG = 'item';
const MAX_SUFFIX = 10_000;

/** Persian letters stay as they are: readers share these URLs and recognise the words in them. */
export function slugify(title: string): string {
  const words = toLatinDigits(normalizeText(title))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // An apostrophe joins rather than splits: «o'neil» reads as one name.
    .replace(/['\u2019\u02bc]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return joinWithin(words, SLUG_MAX_LENGTH) || FALLBACK_SLUG;
}

function joinWithin(words: string[], max: number): string {
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  // A single word longer than the limit is cut rather than lost.
  if (!slug && words.length > 0) slug = Array.from(words[0]).slice(0, max).join('');
  return slug;
}

/** First free slug among `base`, `base-2`, `base-3`…, kept within the slug length limit. */
export async function uniqueSlug(base: string, taken: (slug: string) => boolean | Promise<boolean>): Promise<string> {
  const root = base || FALLBACK_SLUG;
  if (!(await taken(root))) return root;
  for (let n = 2; n <= MAX_SUFFIX; n++) {
    const suffix = `-${n}`;
    const head = Array.from(root)
      .slice(0, SLUG_MAX_LENGTH - suffix.length)
      .join('')
      .replace(/-+$/, '');
    const candidate = `${head}${suffix}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${root}" after ${MAX_SUFFIX} attempts`);
}
