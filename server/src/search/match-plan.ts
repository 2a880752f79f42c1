import type { EntityManager } from '@mikro-orm/core';
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from '@meydan/shared-types/public';
import { executePrepared } from '../db/prepared.js';
import { joinSql, rawSql, sql, type Sql } from '../db/sql.js';

/** One reading of the index: the matches of a tsquery in the title or the whole document. */
export interface Read {
  field: 'title' | 'document';
  tsquery: string;
  /**
   * The same matches on the whole document's vector, for a walk: for the title, the query with every
   * lexeme weighted A (a title's), which spares building each row's title vector (`ts_filter`, which
   * the title's GIN index is built on, costs twice the test itself).
   */
  walkQuery: string;
  /** At most how many documents each query word matches, from the word list (Infinity: unknown). */
  perWord: readonly number[];
}

/** At most how many documents a read matches: no more than its rarest word. */
const estimateOf = (read: Read) => Math.min(...read.perWord);

/** One result of a page, with what its card shows. */
export interface Detail {
  type: 'news' | 'gallery';
  id: number;
  title: string;
  slug: string;
  excerpt_from: string | null;
  kind: 'image' | 'video' | null;
  published_at: Date | string;
}

/*
 * The newest matches of a read can be found two ways. The GIN index gives every match, each then read
 * from the table to be sorted by date: cheap when matches are few. Walking the date index from the
 * newest row and testing each stops as soon as the page is full: cheap when matches are common.
 * PostgreSQL's own choice rests on estimates that fail both ways for a search (a prefix it cannot size,
 * two common words that seldom meet), and either mistake reads the whole table; so the choice is made
 * here, from the word list's counts, and a walk is bounded: if it does not fill the page within its
 * window, matches are rare enough (fewer than one in `window / depth`) for the index.
 */
export interface MatchPlan {
  /** Reads estimated to match at most this many items go through the index; others walk. */
  indexUpTo: number;
  /** Bounds of a walk's window, in rows. */
  window: { min: number; max: number };
  /**
   * Reads of several words that would meet at most `upTo` times if they were independent (see
   * `mayMeetSeldom`) take up to `rows` matches from the index before they walk.
   */
  hedge: { upTo: number; rows: number };
  /** The most published rows a count scans (see `countCtes`) before it asks the index. */
  countWindow: number;
}
export const MATCH_PLAN: MatchPlan = {
  indexUpTo: 2000,
  window: { min: 200, max: 2000 },
  hedge: { upTo: 2000, rows: 400 },
  countWindow: 8000,
};
/** Both kinds in one index of dates: `search_entry`, a narrow copy of every published item (kept by triggers). */
const NEWEST = 'order by published_at desc, type desc, id desc';

/*
 * The page statement is prepared once per pooled connection and kept with one generic plan, which
 * spares planning a statement of a dozen scans on every search (1–5 ms, more than running it). So its
 * numbers are written into its text, its time is PostgreSQL's `now()`, and each tsquery reaches it
 * through a one-row subquery: PostgreSQL then plans without seeing the words, the same plan for every
 * query of one shape, which is sound because the shape (walk or index, per read) was chosen here.
 */
const vector = (field: Read['field']) => rawSql(field === 'title' ? `ts_filter(t.search_vector, '{a}')` : 't.search_vector');
const PUBLISHED = rawSql(`t.published_at <= now()`);
const matches = (read: Read) => sql`${vector(read.field)} @@ (select ${read.tsquery}::tsquery)`;
const walkMatches = (read: Read) => sql`t.search_vector @@ (select ${read.walkQuery}::tsquery)`;
/** A whole number written into the statement's text (see above). */
const int = (n: number) => rawSql(String(Math.trunc(n)));

/** Every match of a read through the GIN index (the branch runs only when `gate` holds). */
function throughIndex(read: Read, gate: Sql): Sql {
  return sql`select t.type, t.id, t.published_at from search_entry t where ${matches(read)} and ${PUBLISHED} and ${gate}`;
}

/**
 * The newest `depth` matches among the `window` newest published rows (only when `gate` holds). The
 * rows come in date order, so the walk stops at the `depth`-th match.
 */
function walk(read: Read, window: number, depth: number, gate: Sql): Sql {
  return sql`select t.type, t.id, t.published_at from (
      select t.type, t.id, t.published_at, t.search_vector from search_entry t where ${PUBLISHED} and ${gate}
      ${rawSql(NEWEST)} limit ${int(window)}
    ) t where ${walkMatches(read)} ${rawSql(NEWEST)} limit ${int(depth)}`;
}

/** How many published rows there are: the walk's window is sized from the share of them that match. */
let publishedRows = { n: 0, at: 0 };
async function tableSize(em: EntityManager): Promise<number> {
  if (Date.now() - publishedRows.at < 60_000) return publishedRows.n;
  const [row] = await em
    .getConnection()
    .execute<{ n: number | string }[]>(`select greatest(c.reltuples, 0) as n from pg_class c where c.oid = 'search_entry'::regclass`);
  publishedRows = { n: Number(row.n), at: Date.now() };
  return publishedRows.n;
}

/*
 * How many published items match, up to SEARCH_MAX_RESULTS (past that the exact number is not needed):
 * counted in the page statement, from the widest read (every tier's matches are among its matches).
 * As with the page, the way is chosen here. Words so common that a tenth of the items would hold them
 * even if they met only by chance are counted over the published items in table order until the
 * limit (a few hundred rows); others through the GIN index, where the limit bounds the rows read. A scan
 * that falls short within its window hands over to the index.
 */
const COUNT_SCAN_SHARE = 10;

function countCtes(read: Read, rows: number, plan: MatchPlan): Sql[] {
  const limit = int(SEARCH_MAX_RESULTS);
  const indexCount = (gate: Sql) => sql`select count(*) from (${throughIndex(read, gate)} limit ${limit}) c`;
  if (rows <= 0 || independentMatches(read, rows) * COUNT_SCAN_SHARE < rows) return [sql`counted as (${indexCount(rawSql('true'))})`];
  const scanned = sql`select count(*) as n from (
      select 1 from (select t.search_vector from search_entry t where ${PUBLISHED} limit ${int(plan.countWindow)}) t where ${walkMatches(read)} limit ${limit}
    ) c`;
  return [
    sql`scanned as materialized (${scanned})`,
    sql`counted as (select case when s.n >= ${limit} then s.n else (${indexCount(sql`s.n < ${limit}`)}) end as count from scanned s)`,
  ];
}

type PageRow = { placed: number | string; total: number | string | null } & { [K in keyof Detail]: Detail[K] | null };

export interface MatchPage {
  /** Matches in all, counted up to SEARCH_MAX_RESULTS. */
  total: number;
  rows: Detail[];
}

/**
 * One page of matches, best first. Reads are tiers: an item's tier is the first read that finds it,
 * newest first within a tier (see `pageStatement`). All matches are counted in the same statement,
 * unless the word list says the matches fit on a first page: then the page holds them all.
 */
export async function matchPage(
  em: EntityManager,
  reads: readonly Read[],
  offset: number,
  plan: MatchPlan = MATCH_PLAN,
): Promise<MatchPage> {
  const rows = reads.some((r) => estimateOf(r) > plan.indexUpTo) ? await tableSize(em) : 0;
  const counting = offset > 0 || estimateOf(reads[reads.length - 1]) >= SEARCH_PAGE_SIZE;
  const statement = pageStatement(reads, offset, plan, rows, counting);
  // One row per result, or a single row of nulls beside how many were placed when the page is empty.
  const page = await executePrepared<PageRow>(em, statement.sql, statement.params);
  // A first page with room to spare holds every match.
  const placed = Number(page[0]?.placed ?? 0);
  const total = offset === 0 && placed < SEARCH_PAGE_SIZE ? placed : Number(page[0]?.total ?? placed);
  return { total, rows: page.flatMap((r) => (r.id === null ? [] : [r as Detail])) };
}

/**
 * How many items a read would match if its words met only by chance (each word's count is an upper
 * bound from the word list): for one word, its count.
 */
function independentMatches(read: Read, rows: number): number {
  return read.perWord.reduce((n, w) => (n * Math.min(w, rows)) / rows, rows);
}

/**
 * Whether the words of a read that the word list says are common might still seldom meet: if they
 * were independent, fewer would meet than the index serves well. The word list cannot tell that from
 * words that go together (a first name and a surname), so the statement asks the index (see `hedge`).
 * An unsized table (never analyzed: small) counts as one where they seldom meet.
 */
function mayMeetSeldom(read: Read, rows: number, plan: MatchPlan): boolean {
  if (read.perWord.length < 2) return false;
  return (rows > 0 ? independentMatches(read, rows) : 0) <= plan.hedge.upTo;
}

/** A walk's window grows by doubling from its least, so a few statement texts serve every estimate. */
function windowRows(plan: MatchPlan, wanted: number): number {
  if (wanted <= plan.window.min) return plan.window.min;
  return Math.min(plan.window.max, plan.window.min * 2 ** Math.ceil(Math.log2(wanted / plan.window.min)));
}

/**
 * The statement of `matchPage` for `rows` published items in all. A read runs only when the reads
 * before it found fewer items than the page needs (by then every item of the earlier tiers is known, so
 * reading a wider match newest first and dropping what was already placed gives the next tier in
 * order); a walk that does not fill the page gives way to the index. The page's rows come back with
 * what their cards show, with how many items the reads placed (up to the page's end) and, when
 * `counting`, how many match in all (up to SEARCH_MAX_RESULTS).
 */
export function pageStatement(reads: readonly Read[], offset: number, plan: MatchPlan, rows: number, counting = false): Sql {
  const depth = offset + SEARCH_PAGE_SIZE;
  const ctes: Sql[] = [];
  const tiers: Sql[] = [];
  let gate: Sql = rawSql('true');
  reads.forEach((read, i) => {
    const k = i + 1;
    const found = rawSql(`r${k}`);
    const index = rawSql(`ri${k}`);
    const newest = rawSql(`${NEWEST} limit ${depth}`);
    const estimate = estimateOf(read);
    if (estimate <= plan.indexUpTo) {
      ctes.push(sql`${index} as materialized (${throughIndex(read, gate)})`);
      ctes.push(sql`${found} as (select type, id, published_at from ${index} ${newest})`);
    } else {
      // Three times the rows the page should take at the estimated share of matches.
      const window = windowRows(plan, (3 * depth * rows) / estimate);
      const walked = rawSql(`rw${k}`);
      // The index's rows when the walk fell short (they hold the walk's): a tier never lists an item twice.
      const parts = [sql`select * from ${walked} where (select count(*) from ${walked}) >= ${int(depth)}`];
      let walkGate = gate;
      if (mayMeetSeldom(read, rows, plan)) {
        /*
         * The word list bounds how often words meet by the rarer word's count, which for words that
         * seldom meet (two common names that are different people) sizes a walk that finds nothing in its
         * window. The index tells: up to `hedge.rows` matches it reads whole, and only past that is the
         * walk taken, sized as before. Either mistake costs at most that many rows read.
         */
        const bounded = rawSql(`rb${k}`);
        const few = sql`(select count(*) from ${bounded}) <= ${int(plan.hedge.rows)}`;
        ctes.push(sql`${bounded} as materialized (${throughIndex(read, gate)} limit ${int(plan.hedge.rows + 1)})`);
        parts.push(sql`(select type, id, published_at from ${bounded} where ${few} ${newest})`);
        walkGate = sql`${gate} and not ${few}`;
      }
      const short = sql`${walkGate} and (select count(*) from ${walked}) < ${int(depth)}`;
      ctes.push(sql`${walked} as materialized (${walk(read, window, depth, walkGate)})`);
      ctes.push(sql`${index} as materialized (${throughIndex(read, short)})`);
      parts.push(sql`(select type, id, published_at from ${index} ${newest})`);
      ctes.push(sql`${found} as (${joinSql(parts, ' union all ')})`);
    }
    tiers.push(sql`select ${int(k)} as k, type, id, published_at from ${found}`);
    // The next read is needed only while the items found so far do not fill the page.
    const seen = joinSql(
      reads.slice(0, k).map((_, j) => rawSql(`select type, id from r${j + 1}`)),
      ' union ',
    );
    gate = sql`(select count(*) from (${seen}) s) < ${int(depth)}`;
  });
  ctes.push(
    sql`ranked as (select type, id, published_at, min(k) as k from (${joinSql(tiers, ' union all ')}) a group by type, id, published_at)`,
  );
  ctes.push(
    sql`page as (select * from ranked order by k, published_at desc, type desc, id desc limit ${int(SEARCH_PAGE_SIZE)} offset ${int(offset)})`,
  );
  if (counting) ctes.push(...countCtes(reads[reads.length - 1], rows, plan));
  return sql`with ${joinSql(ctes, ',\n')}
    select c.placed, ${rawSql(counting ? '(select count from counted)' : 'null')} as total, p.type, p.id, p.published_at, coalesce(n.title, g.title) as title, coalesce(n.slug, g.slug) as slug,
      coalesce(n.lead, g.description) as excerpt_from, g.kind
    from (select count(*) as placed from ranked) c
    left join page p on true
    left join news n on p.type = 'news' and n.id = p.id
    left join gallery g on p.type = 'gallery' and g.id = p.id
    order by p.k, p.published_at desc, p.type desc, p.id desc`;
}
