import type { EntityManager } from '@mikro-orm/core';
import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from '@meydan/shared-types';
import { executePrepared } from '../db/prepared.js';
import { joinSql, rawSql, sql, type Sql } from '../db/sql.js';

/** One reading of the index: the matches of a tsquery in the title or the whole document. */
export interface Read {
  field: 'title' | 'document';
  tsquery: string;
  /** At most how many documents match, from the word list (Infinity: unknown). */
  estimate: number;
}

/** One result of a page, with what its card shows. */
export interface Detail {
  type: 'news' | 'gallery';
  id: number;
  title: string;
  slug: string;
  excerpt_from: string | null;
  body: string | null;
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
  /** Bounds of a walk's window, in rows per table. */
  window: { min: number; max: number };
}
export const MATCH_PLAN: MatchPlan = { indexUpTo: 2000, window: { min: 200, max: 2000 } };
const TABLES = [
  { type: 'news', table: 'news' },
  { type: 'gallery', table: 'gallery' },
] as const;
const NEWEST = 'order by published_at desc, type desc, id desc';

const vector = (field: Read['field']) => rawSql(field === 'title' ? `ts_filter(t.search_vector, '{a}')` : 't.search_vector');
const published = (now: Date) => sql`t.status = 'published' and t.published_at <= ${now}`;
const matches = (read: Read) => sql`${vector(read.field)} @@ ${read.tsquery}::tsquery`;

/** Every match of a read through the GIN index (the branch runs only when `gate` holds). */
function throughIndex(read: Read, now: Date, gate: Sql): Sql {
  return joinSql(
    TABLES.map(
      ({ type, table }) =>
        sql`select ${rawSql(`'${type}'`)} as type, t.id, t.published_at from ${rawSql(`"${table}"`)} t
            where ${matches(read)} and ${published(now)} and ${gate}`,
    ),
    ' union all ',
  );
}

/**
 * The newest `depth` matches among the `window` newest published rows of each table (only when `gate`
 * holds). The rows come in date order, so the walk stops at the `depth`-th match.
 */
function walk(read: Read, now: Date, window: number, depth: number, gate: Sql): Sql {
  return joinSql(
    TABLES.map(
      ({ type, table }) =>
        sql`(select ${rawSql(`'${type}'`)} as type, t.id, t.published_at from (
              select t.id, t.published_at, t.search_vector from ${rawSql(`"${table}"`)} t where ${published(now)} and ${gate}
              order by t.published_at desc, t.id desc limit ${window}
            ) t where ${matches(read)} order by t.published_at desc, t.id desc limit ${depth})`,
    ),
    ' union all ',
  );
}

/** How many published rows there are: the walk's window is sized from the share of them that match. */
let publishedRows = { n: 0, at: 0 };
async function tableSize(em: EntityManager): Promise<number> {
  if (Date.now() - publishedRows.at < 60_000) return publishedRows.n;
  const [row] = await em
    .getConnection()
    .execute<{ n: number | string }[]>(
      `select coalesce(sum(greatest(c.reltuples, 0)), 0) as n from pg_class c where c.oid in ('news'::regclass, 'gallery'::regclass)`,
    );
  publishedRows = { n: Number(row.n), at: Date.now() };
  return publishedRows.n;
}

/** How many published items match, up to SEARCH_MAX_RESULTS; past that the exact number is not needed. */
function countOf(read: Read, now: Date): Sql {
  /*
   * Here the planner's own choice is sound: its estimates err low for words that go together (then it
   * takes the GIN index, and the limit bounds the rows read) and beginnings it cannot size are only
   * left in the query when they complete to many words (common, so a walk stops soon).
   */
  const counts = TABLES.map(
    ({ table }) =>
      sql`(select count(*) from (select 1 from ${rawSql(`"${table}"`)} t where ${matches(read)} and ${published(now)} limit ${SEARCH_MAX_RESULTS}) c)`,
  );
  return sql`least(${SEARCH_MAX_RESULTS}, ${joinSql(counts, ' + ')})`;
}

type PageRow = { total: number | string } & { [K in keyof Detail]: Detail[K] | null };

export interface MatchPage {
  /** Matches in all, counted up to SEARCH_MAX_RESULTS. */
  total: number;
  rows: Detail[];
}

/**
 * One page of matches, best first, in one statement. Reads are tiers: an item's tier is the first read
 * that finds it, newest first within a tier. A read runs only when the reads before it found fewer
 * items than the page needs (by then every item of the earlier tiers is known, so reading a wider match
 * newest first and dropping what was already placed gives the next tier in order); a walk that does not
 * fill the page gives way to the index. The count of all matches runs only when the page is full or
 * not the first, and the page's rows come back with what their cards show.
 */
export async function matchPage(
  em: EntityManager,
  reads: readonly Read[],
  offset: number,
  now: Date,
  plan: MatchPlan = MATCH_PLAN,
): Promise<MatchPage> {
  const rows = reads.some((r) => r.estimate > plan.indexUpTo) ? await tableSize(em) : 0;
  const statement = pageStatement(reads, offset, now, plan, rows);
  // One row per result, or a single row of nulls beside the total when the page is empty.
  const result = await executePrepared<PageRow>(em, statement.sql, statement.params);
  return {
    total: Number(result[0]?.total ?? 0),
    rows: result.flatMap((r) => (r.id === null ? [] : [r as Detail])),
  };
}

/** The statement of `matchPage`, for `rows` published items in all. */
export function pageStatement(reads: readonly Read[], offset: number, now: Date, plan: MatchPlan, rows: number): Sql {
  const depth = offset + SEARCH_PAGE_SIZE;
  const ctes: Sql[] = [];
  const tiers: Sql[] = [];
  let gate: Sql = rawSql('true');
  reads.forEach((read, i) => {
    const k = i + 1;
    const found = rawSql(`r${k}`);
    const index = rawSql(`ri${k}`);
    if (read.estimate <= plan.indexUpTo) {
      ctes.push(sql`${index} as materialized (${throughIndex(read, now, gate)})`);
      ctes.push(sql`${found} as (select type, id, published_at from ${index} ${rawSql(NEWEST)} limit ${depth})`);
    } else {
      // Three times the rows the page should take at the estimated share of matches.
      const window = Math.round(Math.min(plan.window.max, Math.max(plan.window.min, (3 * depth * rows) / read.estimate)));
      const walked = rawSql(`rw${k}`);
      const short = sql`${gate} and (select count(*) from ${walked}) < ${depth}`;
      ctes.push(
        sql`${walked} as materialized (select type, id, published_at from (${walk(read, now, window, depth, gate)}) h ${rawSql(NEWEST)} limit ${depth})`,
      );
      ctes.push(sql`${index} as materialized (${throughIndex(read, now, short)})`);
      ctes.push(
        sql`${found} as (select * from ${walked} union all (select type, id, published_at from ${index} ${rawSql(NEWEST)} limit ${depth}))`,
      );
    }
    tiers.push(sql`select ${k} as k, type, id, published_at from ${found}`);
    // The next read is needed only while the items found so far do not fill the page.
    const seen = joinSql(
      reads.slice(0, k).map((_, j) => rawSql(`select type, id from r${j + 1}`)),
      ' union ',
    );
    gate = sql`(select count(*) from (${seen}) s) < ${depth}`;
  });
  ctes.push(
    sql`ranked as (select type, id, published_at, min(k) as k from (${joinSql(tiers, ' union all ')}) a group by type, id, published_at)`,
  );
  ctes.push(
    sql`page as (select * from ranked order by k, published_at desc, type desc, id desc limit ${SEARCH_PAGE_SIZE} offset ${offset})`,
  );
  const widest = countOf(reads[reads.length - 1], now);
  // A first page with room to spare holds every match: no need to count them again.
  const total =
    offset === 0
      ? sql`case when (select count(*) from ranked) < ${SEARCH_PAGE_SIZE} then (select count(*) from ranked) else ${widest} end`
      : widest;
  return sql`with ${joinSql(ctes, ',\n')}
    select c.total, p.type, p.id, p.published_at, coalesce(n.title, g.title) as title, coalesce(n.slug, g.slug) as slug,
      coalesce(n.lead, g.description) as excerpt_from, n.body, g.kind
    from (select ${total} as total) c
    left join page p on true
    left join news n on p.type = 'news' and n.id = p.id
    left join gallery g on p.type = 'gallery' and g.id = p.id
    order by p.k, p.published_at desc, p.type desc, p.id desc`;
}
