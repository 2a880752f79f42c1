import { describe, expect, it } from 'vitest';
import { htmlToText, listDiff, wordDiff, type Piece } from './wordDiff';

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

  it('aligns words the way the history has always shown them', () => {
    expect(
      wordDiff(
        'استقلال در دربی ۸۲ با یک گل پرسپولیس را برد\nگزارش کامل بازی',
        'پرسپولیس در دربی ۸۲ با دو گل استقلال را برد\nگزارش کامل و تصاویر بازی',
      ),
    ).toEqual([
      { kind: 'removed', text: 'استقلال' },
      { kind: 'added', text: 'پرسپولیس' },
      { kind: 'same', text: ' در دربی ۸۲ با ' },
      { kind: 'removed', text: 'یک' },
      { kind: 'added', text: 'دو' },
      { kind: 'same', text: ' گل ' },
      { kind: 'removed', text: 'پرسپولیس' },
      { kind: 'added', text: 'استقلال' },
      { kind: 'same', text: ' را برد\nگزارش کامل ' },
      { kind: 'added', text: 'و تصاویر ' },
      { kind: 'same', text: 'بازی' },
    ]);
    // Of the equally short ways to turn one into the other, the one that keeps the earlier words.
    expect(wordDiff('a b c a b b a', 'c b a b a c')).toEqual([
      { kind: 'removed', text: 'a' },
      { kind: 'added', text: 'c' },
      { kind: 'same', text: ' b ' },
      { kind: 'removed', text: 'c ' },
      { kind: 'same', text: 'a b ' },
      { kind: 'removed', text: 'b ' },
      { kind: 'same', text: 'a' },
      { kind: 'added', text: ' c' },
    ]);
    expect(listDiff(['عکس ۱', 'عکس ۲', 'عکس ۳'], ['عکس ۲', 'عکس ۴', 'عکس ۳', 'عکس ۱'])).toEqual([
      { kind: 'removed', text: 'عکس ۱' },
      { kind: 'same', text: 'عکس ۲' },
      { kind: 'added', text: 'عکس ۴' },
      { kind: 'same', text: 'عکس ۳' },
      { kind: 'added', text: 'عکس ۱' },
    ]);
  });

  it('says "replaced" for a text rewritten beyond comparison, instead of searching on', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    expect(wordDiff(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });

  it('gives up within about a second on the same words shuffled beyond comparison', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i}`);
    const before = words.join(' ');
    const after = words.reverse().join(' ');
    const started = performance.now();
    expect(wordDiff(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
    expect(performance.now() - started).toBeLessThan(2500);
  });
});

describe('htmlToText', () => {
  it('keeps a line per paragraph and the words of the markup', () => {
    expect(htmlToText('<p>سلام&nbsp;<strong>دنیا</strong></p><h2>تیتر</h2><ul><li>یک</li><li>دو</li></ul>')).toBe(
      'سلام دنیا\nتیتر\nیک\nدو',
    );
  });
});
