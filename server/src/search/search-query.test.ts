import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './edit-distance.js';
import { excerptAround } from './excerpt.js';
import { htmlText } from '../model/html-text.js';
import { buildTsQuery, matchTerms, NO_EXPANSIONS, parseQuery, splitCandidates, wordMatches, type Expansions } from './search-query.js';
import { newsSearchVector, searchVector } from '../model/search-vector.js';

const ZWNJ = '\u200c';

describe('searchVector', () => {
  it('indexes a ZWNJ compound as its parts in a row and as the joined word at the first part’s place', () => {
    expect(searchVector([{ text: `کتاب${ZWNJ}خانه ملی`, weight: 'A' }])).toBe(`'کتابخانه':1A 'کتاب':1A 'خانه':2A 'ملی':3A`);
  });

  it('weighs the title A, the lead B and the body D, reads the body as text, and leaves a gap between fields', () => {
    const vector = newsSearchVector({ title: 'عنوان', lead: 'لید', body: '<p>متن <b>پر</b>رنگ</p><p>دوم&nbsp;&amp; سوم</p>' });
    expect(vector).toBe(`'عنوان':1A 'لید':4B 'متن':6D 'پررنگ':7D 'دوم':8D 'سوم':9D`);
  });

  it('writes the folded forms, so stored Arabic letters and digits match Persian queries', () => {
    expect(searchVector([{ text: 'كريمي ١٤٠٤ آسیا', weight: 'A' }])).toBe(`'کریمی':1A '1404':2A 'اسیا':3A`);
  });

  it('is empty for an empty text', () => {
    expect(newsSearchVector({ title: '', body: '' })).toBe('');
  });
});

describe('htmlText', () => {
  it('keeps the words of inline markup together and separates blocks', () => {
    expect(htmlText('<h2>تیتر</h2><p>پرس<em>پولیس</em><br>برد</p><blockquote>نقل</blockquote>')).toBe('تیتر پرسپولیس برد نقل');
  });

  it('decodes entities and drops scripts and styles whole', () => {
    expect(htmlText('<p>a &lt;b&gt; &#1575;&#x628; &quot;c&quot;</p><script>x()</script><style>p{}</style>')).toBe('a <b> اب "c"');
  });
});

describe('withinOneEdit', () => {
  it('accepts one wrong, missing or extra letter, or two neighbours swapped', () => {
    expect(withinOneEdit('فیروزکوهی', 'فیروزکوحی')).toBe(true);
    expect(withinOneEdit('فیروزکوهی', 'فیروزکهی')).toBe(true);
    expect(withinOneEdit('فیروزکوهی', 'فیروززکوهی')).toBe(true);
    expect(withinOneEdit('فیروزکوهی', 'فیروکزوهی')).toBe(true);
    expect(withinOneEdit('فیروزکوهی', 'فیروزکوهی')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('فیروزکوهی', 'فیرزکوحی')).toBe(false);
    expect(withinOneEdit('فیروزکوهی', 'فیروزکو')).toBe(false);
    expect(withinOneEdit('abcd', 'badc')).toBe(false);
  });
});

describe('parseQuery', () => {
  it('takes the last word as a prefix when it has two letters or more', () => {
    expect(parseQuery('پرسپولیس قه').map((w) => [w.joined, w.prefix])).toEqual([
      ['پرسپولیس', false],
      ['قه', true],
    ]);
    expect(parseQuery('پرسپولیس ق').map((w) => w.prefix)).toEqual([false, false]);
  });

  it('has nothing to search under two letters in all', () => {
    expect(parseQuery('')).toEqual([]);
    expect(parseQuery(' ، ')).toEqual([]);
    expect(parseQuery('آ')).toEqual([]);
    expect(parseQuery('آب')).toHaveLength(1);
  });

  it('reads at most 100 characters and 8 words', () => {
    expect(parseQuery('واژه '.repeat(50))).toHaveLength(8);
  });
});

describe('buildTsQuery', () => {
  it('lets each word match as typed, its ZWNJ parts in a row, or joined with its neighbour', () => {
    const words = parseQuery(`زرین${ZWNJ}کفش طلا`);
    expect(buildTsQuery(words, NO_EXPANSIONS, { typos: true })).toBe(
      `('زرینکفش' | ('زرین' <-> 'کفش') | 'زرینکفشطلا':*) & ('طلا':* | 'زرینکفشطلا':*)`,
    );
  });

  const listed = (words: Record<string, number>, more: Partial<Expansions> = {}): Expansions => ({
    ...NO_EXPANSIONS,
    known: new Map(Object.entries(words).map(([w, docs]) => [w, { docs, titles: 0 }])),
    ...more,
  });

  it('adds the readings and corrections the word list gave, corrections only when asked', () => {
    const words = parseQuery('کتابخانه ملی');
    const x = listed(
      { کتابخانه: 5, کتاب: 50, خانه: 80, کتابخانی: 2, ملی: 900 },
      {
        typos: new Map([['کتابخانه', ['کتابخانی']]]),
        splits: new Map([['کتابخانه', [['کتاب', 'خانه'] as const]]]),
        completions: new Map([
          ['ملی', ['ملی', 'ملیپوش']],
          ['کتابخانهملی', []],
        ]),
      },
    );
    expect(buildTsQuery(words, x, { typos: true })).toBe(`('کتابخانه' | ('کتاب' <-> 'خانه') | 'کتابخانی') & ('ملی' | 'ملیپوش')`);
    expect(buildTsQuery(words, x, { typos: false })).toBe(`('کتابخانه' | ('کتاب' <-> 'خانه')) & ('ملی' | 'ملیپوش')`);
  });

  it('leaves out spellings no document holds, and gives nothing when a word has none', () => {
    const x = listed(
      { زرین: 3, کفش: 40 },
      {
        completions: new Map([
          ['کفش', ['کفش']],
          ['زرینکفش', []],
          ['ناپیداکفش', []],
        ]),
      },
    );
    expect(buildTsQuery(parseQuery('زرین کفش'), x, { typos: true })).toBe(`('زرین') & ('کفش')`);
    expect(buildTsQuery(parseQuery('ناپیدا کفش'), x, { typos: true })).toBeNull();
  });

  it('keeps a beginning with too many completions to list as a prefix', () => {
    const x = listed({}, { completions: new Map([['پر', 'many']]) });
    expect(buildTsQuery(parseQuery('پر'), x, { typos: true })).toBe(`('پر':*)`);
  });

  it('sizes a query by its rarest word and each word by its spellings together', () => {
    const estimateOf = (...args: Parameters<typeof wordMatches>) => Math.min(...wordMatches(...args));
    const x = listed(
      { پرسپولیس: 5000, پرسپولیسی: 40, هندبال: 300 },
      {
        completions: new Map([
          ['هندبال', ['هندبال']],
          ['پرسپولیسهندبال', []],
        ]),
      },
    );
    expect(estimateOf(parseQuery('پرسپولیس هندبال'), x, { typos: false, field: 'docs' })).toBe(300);
    const typos = { ...x, typos: new Map([['پرسپولیس', ['پرسپولیسی']]]) };
    expect(
      estimateOf(parseQuery('پرسپولیس'), { ...typos, completions: new Map([['پرسپولیس', ['پرسپولیس']]]) }, { typos: true, field: 'docs' }),
    ).toBe(5040);
    expect(estimateOf(parseQuery('پر'), listed({}, { completions: new Map([['پر', 'many']]) }), { typos: true, field: 'docs' })).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('quotes what it writes, so a query can never change the tsquery syntax', () => {
    expect(buildTsQuery(parseQuery(`a'b \\ c | !d`), NO_EXPANSIONS, { typos: false })).toBe(
      `('a' | 'ab') & ('b' | 'ab' | 'bc') & ('c' | 'bc' | 'cd') & ('d' | 'cd')`,
    );
    expect(buildTsQuery([{ parts: ["x'y\\"], joined: "x'y\\", prefix: false }], NO_EXPANSIONS, { typos: false })).toBe(`('x''y\\\\')`);
  });
});

describe('splitCandidates and matchTerms', () => {
  it('offers every two-part reading of a joined word with parts of two letters or more', () => {
    expect(splitCandidates(parseQuery('کتابخانه')[0])).toEqual([
      ['کت', 'ابخانه'],
      ['کتا', 'بخانه'],
      ['کتاب', 'خانه'],
      ['کتابخ', 'انه'],
      ['کتابخا', 'نه'],
    ]);
    expect(splitCandidates(parseQuery(`کتاب${ZWNJ}خانه`)[0])).toEqual([]);
  });

  it('marks whole words and the last word’s beginning', () => {
    expect(matchTerms(parseQuery('علي پرسپ'), NO_EXPANSIONS)).toEqual({ words: ['علی', 'پرسپ'], prefixes: ['پرسپ', 'علیپرسپ'] });
  });
});

describe('excerptAround', () => {
  const terms = { words: ['پرسپولیس'], prefixes: [] };

  it('starts a little before the first match, at a word, with ellipses where text was cut', () => {
    const before = 'واژه '.repeat(30);
    const excerpt = excerptAround(['لید بی‌ربط', `${before}پرسپولیس ${'پس '.repeat(100)}`], terms);
    expect(excerpt.startsWith('…واژه')).toBe(true);
    expect(excerpt).toContain('پرسپولیس');
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThan(240);
  });

  it('falls back to the opening of the lead when only the title matched', () => {
    expect(excerptAround(['لید کوتاه', 'متن'], terms)).toBe('لید کوتاه');
    expect(excerptAround(['', ''], terms)).toBe('');
  });
});
