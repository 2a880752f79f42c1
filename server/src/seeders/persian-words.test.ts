import { describe, expect, it } from 'vitest';
import { persianNumberWords, persianOrdinal } from './persian-words.js';

describe('persianOrdinal', () => {
  it('writes the week numbers of a season as headlines do', () => {
    expect(persianOrdinal(1)).toBe('اول');
    expect(persianOrdinal(2)).toBe('دوم');
    expect(persianOrdinal(3)).toBe('سوم');
    expect(persianOrdinal(13)).toBe('سیزدهم');
    expect(persianOrdinal(21)).toBe('بیست و یکم');
    expect(persianOrdinal(23)).toBe('بیست و سوم');
    expect(persianOrdinal(30)).toBe('سی‌ام');
  });

  it('writes cardinal numbers', () => {
    expect(persianNumberWords(3)).toBe('سه');
    expect(persianNumberWords(17)).toBe('هفده');
    expect(persianNumberWords(40)).toBe('چهل');
  });
});
