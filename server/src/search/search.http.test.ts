import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX_RESULTS } from '@meydan/shared-types/public';
import { SearchResponseSchema, type PageData, type SearchResponse, type SearchResult } from '@meydan/shared-types/schemas';
import { contractErrors } from '../testing/contract.js';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';
import { executePrepared } from '../db/prepared.js';
import { MATCH_PLAN, pageStatement, type MatchPlan } from './match-plan.js';
import { searchContent, type SearchPage } from './search.js';

/*
 * A corpus of spelling variants, written through the back office as editors write, and searched
 * through the public routes as readers search. Each rule has a word of its own that the demo content
 * does not use, so each check sees only the items written for it.
 */

let t: TestApp;
let cookie: string;
let cover: number;
const ZWNJ = '\u200c';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, 'editor');
  const [media] = await t.app.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(`select id from media where mime_type like 'image/%' order by id limit 1`);
  cover = media.id;
}, 300_000);
afterAll(() => t?.close());

interface Written {
  id: number;
  title: string;
}

async function writeNews(fields: {
  title: string;
  lead?: string;
  body?: string;
  hoursAgo?: number;
  status?: 'draft' | 'published';
  publishedAt?: Date;
}): Promise<Written> {
  const { hoursAgo = 1, status = 'published', ...text } = fields;
  const publishedAt = fields.publishedAt ?? new Date(Date.now() - hoursAgo * HOUR);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { cookie },
    payload: { ...text, body: text.body ?? '<p>متن خبر.</p>', cover, status, publishedAt: publishedAt.toISOString() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A published video gallery, written an hour ago. */
async function writeVideo(fields: { title: string; description?: string }): Promise<Written & { slug: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gallery',
    headers: { cookie },
    payload: {
      ...fields,
      kind: 'video',
      status: 'published',
      publishedAt: new Date(Date.now() - HOUR).toISOString(),
      videoUrl: 'https://example.com/v.mp4',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const search = async (q: string, page?: number) => {
  const res = await t.app.inject(`/api/public/search?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  expect(contractErrors(SearchResponseSchema, res.json()), q).toEqual([]);
  // The news and galleries: players and teams whose name matches come first, and are checked in players.http.test.ts.
  const body = res.json<SearchResponse>();
  return { ...body, items: body.items.filter((i): i is SearchResult => i.kind !== 'player' && i.kind !== 'team') };
};
const foundIds = async (q: string) => (await search(q)).items.map((i) => i.id);

/** Every query finds every stored item, and nothing else of the corpus. */
async function expectAllFindAll(queries: string[], stored: Written[]) {
  for (const q of queries) {
    const ids = await foundIds(q);
    for (const item of stored) expect(ids, `«${q}» should find «${item.title}»`).toContain(item.id);
  }
}

describe('Persian-aware matching, on both sides', () => {
  it('reads Arabic yeh, alef maksura and kaf as the Persian letters', async () => {
    const persian = await writeNews({ title: 'گزارش ورزشگاه یاسوکی', body: '<p>سرمربی مصطفی یاسوکی گفت.</p>' });
    // Body text is not normalized on write, so it keeps the Arabic letters it was typed with.
    const arabic = await writeNews({ title: 'گزارش تازه', body: '<p>مربی جوان، مصطفى ياسوكي، گفت.</p>' });
    await expectAllFindAll(['یاسوکی', 'ياسوكي', 'ياسوکی', 'مصطفى ياسوكي'], [persian, arabic]);
  });

  it('takes Persian, Arabic-Indic and Latin digits as the same', async () => {
    const persian = await writeNews({ title: 'رکورد ۷۳۹۱ تماشاگر' });
    const latin = await writeNews({ title: 'تماشاگران', body: '<p>ظرفیت 7391 نفر</p>' });
    await expectAllFindAll(['۷۳۹۱', '٧٣٩١', '7391'], [persian, latin]);
  });

  it('ignores harakat, tatweel and a stray ZWNJ in the stored text and in the query', async () => {
    const plain = await writeNews({ title: 'قهرمانی دراجیان' });
    const marked = await writeNews({ title: 'گزارش', body: `<p>قهرمـــانی دُرّاجیان${ZWNJ}</p>` });
    await expectAllFindAll(['دراجیان', 'دُرّاجیان', 'درّاجـــیان', `دراجیان${ZWNJ}`], [plain, marked]);
  });

  it('finds a compound written with ZWNJ, with a space or joined, whichever way it is typed', async () => {
    const stored = [
      await writeNews({ title: `جایزه زرین${ZWNJ}کفش فصل` }),
      await writeNews({ title: 'جایزه زرین کفش فصل' }),
      await writeNews({ title: 'جایزه زرینکفش فصل' }),
    ];
    await expectAllFindAll([`زرین${ZWNJ}کفش`, 'زرین کفش', 'زرینکفش', 'جایزه زرینکفش فصل'], stored);
  });

  it('folds ۀ, هٔ and ه together', async () => {
    const stored = [
      await writeNews({ title: 'شاهنامۀ پهلوانی' }),
      await writeNews({ title: 'شاهنامهٔ پهلوانی' }),
      await writeNews({ title: 'شاهنامه پهلوانی' }),
    ];
    await expectAllFindAll(['شاهنامۀ', 'شاهنامهٔ', 'شاهنامه'], stored);
  });

  it('folds أ, إ, آ and ا together, so a reader may type ا for آ', async () => {
    const stored = [
      await writeNews({ title: 'آرتاسیا قهرمان شد' }),
      await writeNews({ title: 'ارتاسیا قهرمان شد' }),
      await writeNews({ title: 'گزارش', body: '<p>أرتاسیا و إرتاسیا</p>' }),
    ];
    await expectAllFindAll(['آرتاسیا', 'ارتاسیا', 'أرتاسیا', 'إرتاسیا'], stored);
  });

  it('matches the last word as a prefix, and only the last', async () => {
    const item = await writeNews({ title: 'پیروزی گلادیاتورهای زنجان' });
    expect(await foundIds('گلادیا')).toContain(item.id);
    expect(await foundIds('زنجان گلادیا')).toContain(item.id);
    expect(await foundIds('گلادیا زنجان')).not.toContain(item.id);
  });

  it('forgives one wrong, missing or extra letter in a word of five letters or more', async () => {
    const item = await writeNews({ title: 'درخشش فیروزکوهی در لیگ' });
    for (const typo of ['فیروزکوحی', 'فیروزکهی', 'فیروززکوهی', 'فیروکزوهی', 'درخشش فیروزکوحی']) {
      expect(await foundIds(typo), typo).toContain(item.id);
    }
    expect(await foundIds('فیرزکحی'), 'two letters wrong').not.toContain(item.id);
    const short = await writeNews({ title: 'بازگشت ارژن' });
    expect(await foundIds('ارژن')).toContain(short.id);
    expect(await foundIds('ارژم'), 'a four-letter word must be spelled right').not.toContain(short.id);
  });

  it('finds galleries by title and description, as photo or video', async () => {
    const gallery = await writeVideo({ title: 'خلاصه دیدار', description: 'گل‌های تماشایی کهکشانیان' });
    const { items } = await search('کهکشانیان');
    expect(items).toEqual([
      expect.objectContaining({ kind: 'video', id: gallery.id, url: `/gallery/video/${gallery.id}/${encodeURIComponent(gallery.slug)}` }),
    ]);
  });
});

describe('ranking', () => {
  it('puts the exact spelling in a title first, then exact matches elsewhere, then corrected spellings, newest first within each', async () => {
    const inTitleOld = await writeNews({ title: 'سپیدرود رشت صعود کرد', hoursAgo: 50 });
    const inBodyOlder = await writeNews({ title: 'گزارش هفته', body: '<p>دیدار با سپیدرود</p>', hoursAgo: 20 });
    const inBodyNewer = await writeNews({ title: 'خبر کوتاه', lead: 'سپیدرود آماده است', hoursAgo: 10 });
    const typoInTitle = await writeNews({ title: 'هواداران سپیدرد', hoursAgo: 2 });
    const typoInBody = await writeNews({ title: 'یادداشت', body: '<p>باشگاه سپیدرد</p>', hoursAgo: 1 });
    const { items, total } = await search('سپیدرود');
    expect(items.map((i) => i.id)).toEqual([inTitleOld, inBodyNewer, inBodyOlder, typoInTitle, typoInBody].map((n) => n.id));
    expect(total).toBe(5);
  });

  const termsOf = async (q: string) => {
    const res = await t.app.inject(`/search/_payload.json?q=${encodeURIComponent(q)}&b`);
    return res.json<{ data: PageData<'search'> }>().data.terms.words;
  };

  it('offers corrected spellings only when fewer than five items match as typed, after them and not marked as hits', async () => {
    const many: Written[] = [];
    for (let i = 0; i < 6; i++) many.push(await writeNews({ title: `کاروژان در هفته ${i + 1}`, hoursAgo: 40 + i }));
    const near = await writeNews({ title: 'گزارش کاروزان', hoursAgo: 1 });
    const { items, total } = await search('کاروژان');
    expect(items.map((i) => i.id)).toEqual(many.map((n) => n.id));
    expect(total).toBe(6);
    expect(await termsOf('کاروژان')).not.toContain('کاروزان');

    const few = [await writeNews({ title: 'مهرازاد می‌آید', hoursAgo: 30 }), await writeNews({ title: 'بازگشت مهرازاد', hoursAgo: 20 })];
    const corrected = await writeNews({ title: 'هواداران مهرازاذ', hoursAgo: 1 });
    expect(await foundIds('مهرازاد')).toEqual([few[1].id, few[0].id, corrected.id]);
    const terms = await termsOf('مهرازاد');
    expect(terms).toContain('مهرازاد');
    expect(terms).not.toContain('مهرازاذ');

    // Nothing as typed: the corrections are the results, and what they matched is marked.
    expect(await foundIds('کاروزانن')).toEqual([near.id]);
    expect(await termsOf('کاروزانن')).toContain('کاروزان');
  });

  it('does not answer «پیکان» with «پیمان» in the demo content, where «پیکان» has matches of its own', async () => {
    const exact = await search('پیکان');
    expect(exact.total).toBeGreaterThanOrEqual(5);
    expect(await termsOf('پیکان')).not.toContain('پیمان');
    const onlyPeyman = await search('پیمان');
    const peymanOnly = new Set(onlyPeyman.items.map((i) => i.id));
    for (const item of exact.items) if (peymanOnly.has(item.id)) expect(`${item.title} ${item.excerpt}`).toContain('پیکان');
  });

  it('pages 20 at a time with the total, and marks the query in the excerpt’s context', async () => {
    const written: Written[] = [];
    for (let i = 0; i < 23; i++)
      written.push(await writeNews({ title: `یادداشت ${i + 1}`, lead: `درباره تیم کاسپینا و فصل تازه`, hoursAgo: 30 + i }));
    const first = await search('کاسپینا');
    const second = await search('کاسپینا', 2);
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(second.items.map((i) => i.id)).toEqual(written.slice(20).map((n) => n.id));
    expect(first.items[0]).toMatchObject({ kind: 'news', excerpt: 'درباره تیم کاسپینا و فصل تازه' });
    const payload = await t.app.inject(`/search/_payload.json?q=${encodeURIComponent('كاسپینا')}&b`);
    const data = payload.json<{ data: PageData<'search'> }>().data;
    expect(data.terms.words).toContain('کاسپینا');
    expect(data).toMatchObject({ q: 'كاسپینا', total: 23, page: 1, pageCount: 2 });
  });
});

describe('how matches are read', () => {
  const NO_HEDGE = { upTo: -1, rows: 0 };
  it('ranks, pages and counts alike whether a read walks the newest items or goes through the index', async () => {
    for (let i = 0; i < 25; i++) {
      await writeNews({
        // Four match as typed (fewer than five: the corrected spelling is read too), the rest corrected.
        title: i % 12 === 0 ? `کیمیاگران در راه ${i + 1}` : i % 5 === 4 ? `کیمیاگرن در راه ${i + 1}` : `یادداشت روز ${i + 1}`,
        lead: i === 6 ? 'درباره کیمیاگران' : 'درباره کیمیاگرن',
        // The newest items of all, a minute apart: a walk of the newest rows meets them first.
        hoursAgo: (i + 1) / 60,
      });
    }
    const em = t.app.orm.em.fork();
    const plans: Record<string, MatchPlan> = {
      index: { indexUpTo: Number.POSITIVE_INFINITY, window: { min: 1, max: 1 }, hedge: NO_HEDGE, countWindow: 1 },
      // Wide enough to fill a first page; a second page falls back to the index.
      walk: { indexUpTo: -1, window: { min: 10_000, max: 10_000 }, hedge: NO_HEDGE, countWindow: 1 },
      // Fills a page with the widest read only; narrower reads fall back to the index.
      'narrow walk': { indexUpTo: -1, window: { min: 40, max: 40 }, hedge: NO_HEDGE, countWindow: 1 },
      // Never fills a page: every read falls back to the index.
      'short walk': { indexUpTo: -1, window: { min: 1, max: 1 }, hedge: NO_HEDGE, countWindow: 1 },
    };
    for (const page of [1, 2]) {
      const pages: Record<string, SearchPage> = {};
      for (const [name, plan] of Object.entries(plans)) pages[name] = await searchContent(em, 'کیمیاگران', page, plan);
      expect(pages.index.total).toBe(25);
      expect(pages.index.items).toHaveLength(page === 1 ? 20 : 5);
      // Exact spellings in titles first, then in leads, then the corrected spelling.
      if (page === 1) expect(pages.index.items[0].title).toContain('کیمیاگران');
      for (const name of ['walk', 'narrow walk', 'short walk']) expect(pages[name], `${name}, page ${page}`).toEqual(pages.index);
    }
  });
  it('finds the same pages for words that may seldom meet whether the index holds few or many of their matches', async () => {
    for (let i = 0; i < 26; i++) {
      await writeNews({
        title: i % 2 === 0 ? `کهکشانیان و پارسیوند ${i + 1}` : `یادداشت کهکشانیان ${i + 1}`,
        lead: i % 2 === 1 ? 'گفت‌وگو با پارسیوند' : 'درباره فصل',
        hoursAgo: (i + 1) / 60,
      });
    }
    // Each word alone, newer than every match: neither is one.
    await writeNews({ title: 'کهکشانیان تنها', hoursAgo: 0.01 });
    await writeNews({ title: 'پارسیوند تنها', hoursAgo: 0.02 });
    const em = t.app.orm.em.fork();
    const hedge = (rows: number) => ({ upTo: Number.POSITIVE_INFINITY, rows });
    const plans: Record<string, MatchPlan> = {
      index: { indexUpTo: Number.POSITIVE_INFINITY, window: { min: 1, max: 1 }, hedge: NO_HEDGE, countWindow: 1 },
      // The index holds every match within the hedge: the page comes from it.
      'hedge holds all': { indexUpTo: -1, window: { min: 1, max: 1 }, hedge: hedge(1_000), countWindow: 1 },
      // More matches than the hedge takes: the walk fills the page, or the index the second.
      'hedge, then walk': { indexUpTo: -1, window: { min: 10_000, max: 10_000 }, hedge: hedge(1), countWindow: 1 },
      'hedge, then a short walk': { indexUpTo: -1, window: { min: 1, max: 1 }, hedge: hedge(1), countWindow: 1 },
    };
    for (const page of [1, 2]) {
      const pages: Record<string, SearchPage> = {};
      for (const [name, plan] of Object.entries(plans)) pages[name] = await searchContent(em, 'کهکشانیان پارسیوند', page, plan);
      expect(pages.index.total).toBe(26);
      expect(pages.index.items).toHaveLength(page === 1 ? 20 : 6);
      // Both words in the title first (13 items), then the ones with one word in the lead.
      if (page === 1) expect(pages.index.items.slice(0, 13).every((item) => item.title.includes('پارسیوند'))).toBe(true);
      for (const name of Object.keys(plans)) expect(pages[name], `${name}, page ${page}`).toEqual(pages.index);
    }
  });
  it('counts the same by a scan of the published items as through the index, up to the limit', async () => {
    const em = t.app.orm.em.fork();
    const db = em.getConnection();
    const [common] = await db.execute<{ word: string; docs: number }[]>(`select word, docs from search_word order by docs desc limit 1`);
    const [rare] = await db.execute<{ word: string; docs: number }[]>(
      `select word, docs from search_word where docs between 5 and 50 order by docs desc, word limit 1`,
    );
    const totals: number[] = [];
    for (const { word, docs } of [common, rare]) {
      const tsquery = `'${word}'`;
      const [truth] = await db.execute<{ n: string }[]>(
        `select count(*) as n from search_entry where search_vector @@ ?::tsquery and published_at <= now()`,
        [tsquery],
      );
      const expected = Math.min(Number(truth.n), SEARCH_MAX_RESULTS);
      const read = { field: 'document' as const, tsquery, walkQuery: tsquery, perWord: [docs] };
      /*
       * A table sized at one row makes any word common enough to scan for, an unsized one goes to the
       * index; a scan of one row falls short and hands over to the index.
       */
      for (const [rows, countWindow] of [
        [1, MATCH_PLAN.countWindow],
        [1, 1],
        [0, MATCH_PLAN.countWindow],
      ]) {
        const statement = pageStatement([read], 0, { ...MATCH_PLAN, countWindow }, rows, true);
        const shape = `${word}, ${rows} rows, scanning ${countWindow}`;
        expect(statement.sql.includes('scanned as materialized'), shape).toBe(rows > 0);
        const [first] = await executePrepared<{ total: string }>(em, statement.sql, statement.params);
        expect(Number(first.total), shape).toBe(expected);
      }
      totals.push(expected);
    }
    // The scan reaches the limit for the common word, and hands over to the index for the rare one.
    expect(totals[0]).toBe(SEARCH_MAX_RESULTS);
    expect(totals[1]).toBeLessThan(SEARCH_MAX_RESULTS);
  });
});

describe('what is never found, and what is found at once', () => {
  it('never finds drafts, items scheduled for later or removed items', async () => {
    const draft = await writeNews({ title: 'خبر نهانگاهی پیش‌نویس', status: 'draft' });
    const scheduled = await writeNews({ title: 'خبر نهانگاهی زمان‌بندی', publishedAt: new Date(Date.now() + 24 * HOUR) });
    const removed = await writeNews({ title: 'خبر نهانگاهی حذفی' });
    expect(await foundIds('نهانگاهی')).toContain(removed.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/news/${removed.id}`, headers: { cookie } })).statusCode).toBe(200);
    const { items, total } = await search('نهانگاهی');
    expect(items.map((i) => i.id)).not.toContain(draft.id);
    expect(items.map((i) => i.id)).not.toContain(scheduled.id);
    expect(items.map((i) => i.id)).not.toContain(removed.id);
    expect(total).toBe(0);
    // Nor does a correction drawn from a draft's words appear among the terms to mark.
    const page = await t.app.inject(`/search/_payload.json?q=${encodeURIComponent('نهانگاهیی')}&b`);
    expect(page.json<{ data: PageData<'search'> }>().data.terms.words).toEqual([]);
  });

  it('stops finding an item taken back to draft or moved to a later time, and a removed gallery', async () => {
    const item = await writeNews({ title: 'خبر بازگشتیان' });
    expect(await foundIds('بازگشتیان')).toEqual([item.id]);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/news/${item.id}`, headers: { cookie }, payload });
    expect((await put({ status: 'draft' })).statusCode).toBe(200);
    expect(await search('بازگشتیان')).toEqual({ total: 0, items: [] });
    expect((await put({ status: 'published', publishedAt: new Date(Date.now() + 24 * HOUR).toISOString() })).statusCode).toBe(200);
    expect(await foundIds('بازگشتیان')).toEqual([]);
    expect((await put({ publishedAt: new Date(Date.now() - HOUR).toISOString() })).statusCode).toBe(200);
    expect(await foundIds('بازگشتیان')).toEqual([item.id]);

    const gallery = await writeVideo({ title: 'ویدیوی رفتنیان' });
    expect(await foundIds('رفتنیان')).toEqual([gallery.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/gallery/${gallery.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect(await search('رفتنیان')).toEqual({ total: 0, items: [] });
  });

  it('finds a publish and an edit within a second, through the page cache', async () => {
    const draft = await writeNews({ title: 'خبر آذرخشیان', status: 'draft' });
    expect(await foundIds('آذرخشیان')).toEqual([]);
    const html = async (q: string) => (await t.app.inject(`/search?q=${encodeURIComponent(q)}`)).body;
    expect(await html('آذرخشیان')).not.toContain(`/news/${draft.id}/`);
    const started = Date.now();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/news/${draft.id}`,
      headers: { cookie },
      payload: { status: 'published', publishedAt: new Date(Date.now() - 60_000).toISOString() },
    });
    await expectWithin(1000, async () => expect(await foundIds('آذرخشیان')).toEqual([draft.id]));
    await expectWithin(1000, async () => expect(await html('آذرخشیان')).toContain(`/news/${draft.id}/`));
    await t.app.inject({ method: 'PUT', url: `/api/admin/news/${draft.id}`, headers: { cookie }, payload: { title: 'خبر تندرآسایان' } });
    await expectWithin(1000, async () => expect(await foundIds('تندرآسایان')).toEqual([draft.id]));
    expect(await foundIds('آذرخشیان')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

async function expectWithin(ms: number, check: () => Promise<void>) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('GET /search and /api/public/search', () => {
  it('answers the empty search page for no query, a blank one or a single letter', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=%20%20', '/search?q=%D8%A7']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    expect(await search('ا')).toEqual({ total: 0, items: [] });
    expect(await search('')).toEqual({ total: 0, items: [] });
  });

  it('answers 200 with no items when nothing matches, and 404 for a page past the last', async () => {
    expect(await search('واژه‌ای‌که‌هرگز‌نیست')).toEqual({ total: 0, items: [] });
    expect((await t.app.inject('/search?q=کاسپینا&page=3')).statusCode).toBe(404);
    const api = await t.app.inject(`/api/public/search?q=${encodeURIComponent('کاسپینا')}&page=3`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'پیدا نشد.' });
  });

  it('shows the query back escaped, in the page and its title', async () => {
    const q = '<script>alert(1)</script>"\'&';
    const res = await t.app.inject(`/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '';
    const decoded = title.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(decoded).toContain(`«<script>alert(۱)</script>"'&»`);
  });

  it('cuts a long query to 100 characters, and keeps one cache entry for spellings the page reads the same', async () => {
    const long = 'کاسپینا '.repeat(40);
    expect((await search(long)).total).toBe(23);
    await search('کاسپینا');
    const before = t.app.pageCache.cache.stats.renders;
    await t.app.inject(`/api/public/search?q=${encodeURIComponent('  کاسپینا  ')}&utm_source=x`);
    await t.app.inject(`/api/public/search?q=${encodeURIComponent('کاسپینا')}&page=1`);
    expect(t.app.pageCache.cache.stats.renders - before).toBe(0);
  });

  it('takes the excerpt from the lead when it holds a match, from the body when only the body does, else from the lead', async () => {
    const filler = Array.from({ length: 30 }, (_, i) => `<p>بند ${i + 1} از گزارش بازی.</p>`).join('');
    const inLead = await writeNews({ title: 'خبر تندرآسا', lead: 'لید با تندرآسا', body: '<p>متن با تندرآسا</p>' });
    const inBody = await writeNews({
      title: 'خبر تندرآسا دوم',
      lead: 'لیدی بی‌نام',
      body: `${filler}<p>و در پایان <b>تندر</b>آسا گل زد.</p>`,
    });
    const titleOnly = await writeNews({ title: 'خبر تندرآسا سوم', lead: 'لید دیگری', body: '<p>متنی بی‌نام</p>' });
    const noLead = await writeNews({ title: 'خبر تندرآسا چهارم', lead: '', body: '<p>متنی  دیگر&nbsp;بی‌نام</p>' });
    const { items } = await search('تندرآسا');
    const excerpt = (id: number) => items.find((i) => i.id === id)?.excerpt;
    expect(excerpt(inLead.id)).toBe('لید با تندرآسا');
    // Some way into the body: a passage from a little before the match, marked as cut.
    expect(excerpt(inBody.id)).toMatch(/^….*و در پایان تندرآسا گل زد\.$/);
    expect(excerpt(titleOnly.id)).toBe('لید دیگری');
    expect(excerpt(noLead.id)).toBe('متنی دیگر بی‌نام');
  });

  it('sends the documented shape only: kind, id, title, url, publishedAt, excerpt', async () => {
    const { items } = await search('کاسپینا');
    expect(Object.keys(items[0]).sort()).toEqual(['excerpt', 'id', 'kind', 'publishedAt', 'title', 'url']);
    expect(items[0].url).toMatch(/^\/news\/\d+\//);
  });
});
