import { describe, expect, it } from 'vitest';
import { foldForSearch } from './normalize.js';
import { eachWordRun, firstMatchIndex, formsIn, highlightSegments, joinedForm, searchWords } from './search-words.js';

const ZWNJ = '\u200c';
const words = (s: string) => searchWords(s).map((w) => [...w]);
const joined = (s: string) => searchWords(s).map(joinedForm);

describe('foldForSearch', () => {
  it('writes Arabic yeh, alef maksura and kaf as the Persian letters', () => {
    expect(foldForSearch('علي كريمي مصطفى')).toBe('علی کریمی مصطفی');
  });

  it('makes Persian, Arabic-Indic and Latin digits the same', () => {
    expect(foldForSearch('۱۴۰۴')).toBe('1404');
    expect(foldForSearch('١٤٠٤')).toBe('1404');
    expect(foldForSearch('1404')).toBe('1404');
  });

  it('drops thousands separators between digits, Persian or Latin, and nothing else', () => {
    expect(foldForSearch('۷۸٬۱۱۶ تماشاگر')).toBe('78116 تماشاگر');
    expect(foldForSearch('78,116')).toBe('78116');
    expect(foldForSearch('۱۲، ۳۴۵')).toBe('12 345');
  });

  it('ignores harakat, superscript alef and tatweel', () => {
    expect(foldForSearch('مُحَمَّد صــلاح رحمٰن')).toBe('محمد صلاح رحمن');
  });

  it('folds ۀ, هٔ and ه together, and أ, إ, آ and ا', () => {
    expect(foldForSearch('خانۀ')).toBe('خانه');
    expect(foldForSearch('خانهٔ')).toBe('خانه');
    expect(foldForSearch('آسیا')).toBe('اسیا');
    expect(foldForSearch('أحمد إسلام')).toBe('احمد اسلام');
  });

  it('folds the hamza seat of yeh and waw, so «رئیس» and «رییس» are one word', () => {
    expect(foldForSearch('رئیس')).toBe(foldForSearch('رییس'));
    expect(foldForSearch('پائیز')).toBe(foldForSearch('پاییز'));
    expect(foldForSearch('مؤمن')).toBe('مومن');
  });

  it('lowercases Latin letters and turns punctuation and symbols into spaces', () => {
    expect(foldForSearch('«VAR»، داور؟ +۲')).toBe('var داور 2');
  });

  it('keeps a ZWNJ between letters but never next to a space or punctuation', () => {
    expect(foldForSearch(`کتاب${ZWNJ}خانه`)).toBe(`کتاب${ZWNJ}خانه`);
    expect(foldForSearch(`کتاب${ZWNJ}، خانه`)).toBe('کتاب خانه');
    expect(foldForSearch(`«${ZWNJ}کتاب»`)).toBe('کتاب');
  });

  it('is idempotent', () => {
    for (const s of [`كِتَابٌ‌خانۀ «آسیا» ١٤٠٤ می${ZWNJ}شود`, 'رئیس فدراسیون', '']) {
      expect(foldForSearch(foldForSearch(s))).toBe(foldForSearch(s));
    }
  });
});

describe('searchWords', () => {
  it('splits a compound written with ZWNJ into its parts, and keeps a joined compound whole', () => {
    expect(words(`کتاب${ZWNJ}خانه ملی`)).toEqual([['کتاب', 'خانه'], ['ملی']]);
    expect(words('کتابخانه ملی')).toEqual([['کتابخانه'], ['ملی']]);
    expect(joined(`کتاب${ZWNJ}خانه`)).toEqual(joined('کتابخانه'));
  });

  it('joins a detached می/نمی and a detached ها/های/تر/ترین to their word however they are spaced', () => {
    const forms = [`می${ZWNJ}شود`, 'می شود'].map(words);
    expect(forms[0]).toEqual([['می', 'شود']]);
    expect(forms[1]).toEqual(forms[0]);
    expect(joined('میشود')).toEqual(joined('می شود'));
    expect(words('بازی ها')).toEqual(words(`بازی${ZWNJ}ها`));
    expect(words('بزرگ ترین تیم')).toEqual([['بزرگ', 'ترین'], ['تیم']]);
    expect(words('می')).toEqual([['می']]);
  });

  it('reads a query typed with Arabic letters, Arabic-Indic digits and diacritics like the stored text', () => {
    expect(words('علي كريمي ١٤٠٤')).toEqual(words('علی کریمی ۱۴۰۴'));
    expect(words('مُحَمَّد صــلاح')).toEqual(words('محمد صلاح'));
    expect(words('آسیا')).toEqual(words('اسیا'));
  });

  it('cuts runs longer than any word', () => {
    expect(searchWords('x'.repeat(500))[0][0]).toHaveLength(40);
  });

  it('gives nothing for an empty, blank or punctuation-only text', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(` ${ZWNJ} «»، ؟ `)).toEqual([]);
  });
});

describe('highlightSegments', () => {
  const marked = (text: string, w: string[], p: string[] = []) =>
    highlightSegments(text, { words: w, prefixes: p })
      .filter((s) => s.mark)
      .map((s) => s.text);

  it('marks the written words whose folded form matches, and leaves the text as written', () => {
    const text = 'پیروزی «پرسپوليس» مقابل استقلال';
    const segments = highlightSegments(text, { words: ['پرسپولیس'], prefixes: [] });
    expect(segments.map((s) => s.text).join('')).toBe(text);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(['پرسپوليس']);
  });

  it('marks a compound written with ZWNJ when its joined form or one of its parts matches', () => {
    expect(marked(`افتتاح کتاب${ZWNJ}خانه`, ['کتابخانه'])).toEqual([`کتاب${ZWNJ}خانه`]);
    expect(marked(`افتتاح کتاب${ZWNJ}خانه`, ['خانه'])).toEqual([`کتاب${ZWNJ}خانه`]);
  });

  it('marks words that begin with a prefix term, and digits in any script', () => {
    expect(marked('پرسپولیس و پرسپولیسی‌ها', [], ['پرسپ'])).toEqual(['پرسپولیس', 'پرسپولیسی‌ها']);
    expect(marked('فصل ۱۴۰۴', ['1404'])).toEqual(['۱۴۰۴']);
  });

  it('gives the text back whole, in alternating plain and marked segments, a mark for each matching word run', () => {
    const texts = [
      'پرسپولیس پرسپولیس، پرسپولیس',
      '«پرسپولیس»',
      `  استقلال و پرسپوليس در کتاب${ZWNJ}خانه  `,
      'پرسپولیس',
      '',
      '۱۴۰۴ 1404 ١٤٠٤!',
    ];
    const terms = { words: ['پرسپولیس', 'خانه', '1404'], prefixes: ['استق'] };
    for (const text of texts) {
      const segments = highlightSegments(text, terms);
      expect(segments.map((x) => x.text).join('')).toBe(text);
      expect(segments.every((x) => x.text.length > 0)).toBe(true);
      expect(segments.every((x, i) => i === 0 || x.mark !== segments[i - 1].mark)).toBe(true);
      const runs: string[] = [];
      eachWordRun(text, (run) => void (firstMatchIndex(run, terms) === 0 && runs.push(run)));
      expect(segments.filter((x) => x.mark).map((x) => x.text)).toEqual(runs);
    }
  });

  it('marks nothing without terms', () => {
    expect(highlightSegments('متن', { words: [], prefixes: [] })).toEqual([{ text: 'متن', mark: false }]);
  });
});

describe('formsIn', () => {
  const texts = ['پیروزی «پرسپوليس» مقابل استقلال', `افتتاح کتاب${ZWNJ}خانه`, 'فصل ۱۴۰۴'];

  it('finds the forms highlighting would mark, in any of the texts, as written in any spelling', () => {
    expect([...formsIn(texts, ['پرسپولیس', 'خانه', 'کتابخانه', '1404'])].sort()).toEqual(['1404', 'خانه', 'پرسپولیس', 'کتابخانه'].sort());
  });

  it('leaves out the forms no text holds, and a word that only begins one', () => {
    expect([...formsIn(texts, ['تراکتور', 'استقلال', 'پرسپ'])]).toEqual(['استقلال']);
    expect(formsIn(texts, []).size).toBe(0);
    expect(formsIn([], ['استقلال']).size).toBe(0);
  });

  it('agrees with highlightSegments on every word of the texts', () => {
    const every = texts.flatMap((t) => searchWords(t).flatMap((w) => [joinedForm(w), ...w]));
    const candidates = [...every, 'تراکتور', 'سپاهان'];
    const marked = candidates.filter((c) => texts.some((t) => highlightSegments(t, { words: [c], prefixes: [] }).some((x) => x.mark)));
    expect([...formsIn(texts, candidates)].sort()).toEqual([...new Set(marked)].sort());
  });
});

describe('firstMatchIndex', () => {
  /** Where highlightSegments marks first, the slow way. */
  const firstMark = (text: string, words: string[], prefixes: string[]) => {
    let offset = 0;
    for (const s of highlightSegments(text, { words, prefixes })) {
      if (s.mark) return offset;
      offset += s.text.length;
    }
    return -1;
  };
  const texts = [
    'پیروزی «پرسپوليس» مقابل استقلال در ورزشگاه آزادی',
    `افتتاح کتاب${ZWNJ}خانه ورزشی و بازی${ZWNJ}های ۱٬۰۰۰ نفری`,
    'فصل ۱۴۰۴ لیگ برتر؛ تیم‌های كرمانشاه و آبادان',
    'مُحَمَّد صلاح گل زد — ۲ بر ۱',
    'متنی بی‌ربط درباره هوا',
    '',
  ];
  const queries: [string[], string[]][] = [
    [['پرسپولیس'], []],
    [['کتابخانه'], []],
    [['خانه'], []],
    [['1000'], []],
    [['1404'], []],
    [['کرمانشاه'], []],
    [['محمد'], []],
    [[], ['آباد']],
    [[], ['باز']],
    [['فوتبال'], ['هندب']],
    [[], []],
  ];

  it('finds where highlightSegments marks first, for every text and query', () => {
    for (const text of texts) {
      for (const [words, prefixes] of queries) {
        expect(firstMatchIndex(text, { words, prefixes }), `${text} / ${words.join()} ${prefixes.join()}`).toBe(
          firstMark(text, words, prefixes),
        );
      }
    }
  });
});

describe('eachWordRun', () => {
  const byPattern = (text: string) => [...text.matchAll(/[\p{L}\p{N}\p{M}\u200c\u0640]+/gu)].map((m) => [m[0], m.index]);
  const byScan = (text: string) => {
    const runs: [string, number][] = [];
    eachWordRun(text, (run, at) => void runs.push([run, at]));
    return runs;
  };

  it('finds the runs of letters, digits, marks, ZWNJ and tatweel that the Unicode pattern finds, where it finds them', () => {
    const texts = [
      '',
      '   ',
      'پرسپولیس ۲ - ۱ استقلال',
      'کتاب‌خانهٔ ملی، «تهران»؛ ١٢٣ abc-DEF_ghi',
      'ســـلام  مُحَمَّد… 𝐀𝐁 😀 x',
      'a\ud835b \udc00c \ud835',
      '٬٫،؟!?.,:;()[]{}',
    ];
    for (const text of texts) expect(byScan(text), JSON.stringify(text)).toEqual(byPattern(text));
  });

  it('stops at the first run its visitor accepts', () => {
    const seen: string[] = [];
    eachWordRun('یک دو سه چهار', (run) => {
      seen.push(run);
      return run === 'دو';
    });
    expect(seen).toEqual(['یک', 'دو']);
  });
});
