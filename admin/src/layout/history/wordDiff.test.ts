import { describe, expect, it } from 'vitest';
import { htmlToText, wordDiff, type Piece } from './wordDiff';

const side = (pieces: Piece[], kind: 'before' | 'after') =>
  pieces
    .filter((p) => p.kind === 'same' || p.kind === (kind === 'before' ? 'removed' : 'added'))
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words removed and added between two titles', () => {
    const pieces = wordDiff('پرسپولیس و استقلال مساوی کردند', 'پرسپولیس و استقلال یک بر یک مساوی کردند');
    expect(pieces.filter((p) => p.kind !== 'same')).toEqual([{ kind: 'added', text: 'یک بر یک ' }]);
    expect(wordDiff('دربی بدون گل', 'دربی با دو گل').filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'بدون ' },
      { kind: 'added', text: 'با دو ' },
    ]);
  });

  it('always reads back as the older text on one side and the newer on the other', () => {
    const cases = [
      ['', 'متن تازه'],
      ['متن کهنه', ''],
      ['یک دو سه چهار', 'دو سه پنج چهار شش'],
      ['الف\nب\nپ', 'الف\nپ\nت'],
      ['a b c a b b a', 'c b a b a c'],
    ];
    for (const [before, after] of cases) {
      const pieces = wordDiff(before, after);
      expect(side(pieces, 'before')).toBe(before);
      expect(side(pieces, 'after')).toBe(after);
    }
  });

  it('says "replaced" for a text rewritten beyond comparison, instead of searching on', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    expect(wordDiff(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});

describe('htmlToText', () => {
  it('keeps a line per paragraph and the words of the markup', () => {
    expect(htmlToText('<p>سلام&nbsp;<strong>دنیا</strong></p><h2>تیتر</h2><ul><li>یک</li><li>دو</li></ul>')).toBe(
      'سلام دنیا\nتیتر\nیک\nدو',
    );
  });
});
