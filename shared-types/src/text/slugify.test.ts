import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from './slugify.js';

const ZWNJ = '\u200c';

describe('slugify', () => {
  it('keeps Persian words as they are, joined by hyphens', () => {
    expect(slugify('پیروزی پرسپولیس مقابل استقلال')).toBe('پیروزی-پرسپولیس-مقابل-استقلال');
  });

  it('writes the Persian letters of an Arabic-typed title', () => {
    expect(slugify('كريم انصاري')).toBe('کریم-انصاری');
  });

  it('lowercases Latin words and strips their accents', () => {
    expect(slugify('Real Madrid vs PSG')).toBe('real-madrid-vs-psg');
    expect(slugify('Mbappé à Madrid')).toBe('mbappe-a-madrid');
  });

  it('writes every digit as a Latin digit', () => {
    expect(slugify('فصل ۱۴۰۴-١٤٠٥ لیگ 24')).toBe('فصل-1404-1405-لیگ-24');
  });

  it('breaks words at a ZWNJ', () => {
    expect(slugify(`تیم${ZWNJ}های برتر می${ZWNJ}شوند`)).toBe('تیم-های-برتر-می-شوند');
  });

  it('removes Persian and Latin punctuation without leaving doubled or edge hyphens', () => {
    expect(slugify('«استقلال»، قهرمان؟ بله؛ حتماً!')).toBe('استقلال-قهرمان-بله-حتما');
    expect(slugify('  -- گل!!! -- ')).toBe('گل');
    expect(slugify('A / B & C: D')).toBe('a-b-c-d');
  });

  it('removes diacritics and tatweel', () => {
    expect(slugify('مُحَمَّد صــلاح')).toBe('محمد-صلاح');
  });

  it('keeps a name with an apostrophe as one word', () => {
    expect(slugify("O'Neil’s goal")).toBe('oneils-goal');
  });

  it(`cuts at a word boundary so the slug is at most ${SLUG_MAX_LENGTH} characters`, () => {
    const title = Array.from({ length: 30 }, (_, i) => `کلمه${i}`).join(' ');
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(title.replace(/ /g, '-').startsWith(slug + '-')).toBe(true);
  });

  it('cuts a single over-long word rather than returning nothing', () => {
    expect(slugify('a'.repeat(120))).toBe('a'.repeat(SLUG_MAX_LENGTH));
  });

  it('returns "item" when nothing usable is left', () => {
    expect(slugify('')).toBe('item');
    expect(slugify('  ؟!«»، ')).toBe('item');
    expect(slugify('\u064b\u0640')).toBe('item');
  });
});

describe('uniqueSlug', () => {
  it('returns the base when it is free', async () => {
    expect(await uniqueSlug('خبر', () => false)).toBe('خبر');
  });

  it('appends -2, -3… until a free slug is found', async () => {
    const taken = new Set(['خبر', 'خبر-2', 'خبر-3']);
    expect(await uniqueSlug('خبر', (s) => taken.has(s))).toBe('خبر-4');
  });

  it('accepts an asynchronous check, as a database lookup is', async () => {
    const taken = new Set(['gol', 'gol-2']);
    expect(await uniqueSlug('gol', async (s) => taken.has(s))).toBe('gol-3');
  });

  it('stays within the length limit when a suffix is added', async () => {
    const base = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = await uniqueSlug(base, (s) => s === base);
    expect(slug).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
  });

  it('does not leave a doubled hyphen when the cut lands after a hyphen', async () => {
    const base = `${'a'.repeat(SLUG_MAX_LENGTH - 3)}-bb`;
    const slug = await uniqueSlug(base, (s) => s === base);
    expect(slug).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-2`);
  });

  it('uses "item" for an empty base', async () => {
    expect(await uniqueSlug('', () => false)).toBe('item');
  });

  it('gives up with an error instead of looping forever', async () => {
    await expect(uniqueSlug('x', () => true)).rejects.toThrow(/No free slug/);
  });
});
