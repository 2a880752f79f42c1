import type { EntityManager } from '@mikro-orm/core';
import { SEARCH_MAX_RESULTS } from '@meydan/shared-types';

export interface Hit {
  type: 'news' | 'gallery';
  id: number;
  published_at: Date | string;
}

/** One reading of the index: the matches of a tsquery in the title or the whole document. */
export interface Read {
  field: 'title' | 'document';
  tsquery: string;
  /** At most how many documents match, from the word list (Infinity: unknown). */
  estimate: number;
}

/*
 * The newest matches can be found two ways. The GIN index gives every match, each then read from the
 * table to be sorted by date: cheap when matches are few. Walking the date index from the newest row
 * and testing each stops as soon as the page is full: cheap when matches are common. PostgreSQL's own
 * choice rests on estimates that fail both ways for a search (a prefix it cannot size, two common words
 * that seldom meet), and either mistake reads the whole table; so the choice is made here, from the
 * word list's counts, and a walk is bounded: if it does not fill the page within its window, matches
 * are rare enough (fewer than one in `window / depth`) for the index.
 */
const INDEX_UP_TO = 2000;
const WINDOW = { min: 200, max: 2000 };
const TABLES = [
  { type: 'news', table: 'news' },
  { type: 'gallery', table: 'gallery' },
] as const;
const PUBLISHED = `t.status = 'published' and t.published_at <= ?`;

const vector = (field: Read['field']) => (field === 'title' ? `ts_filter(t.search_vector, '{a}')` : 't.search_vector');

/** Every match through the GIN index, then the newest `depth` of them. */
function throughIndex(em: EntityManager, read: Read, depth: number, now: Date): Promise<Hit[]> {
  const branches = TABLES.map(
    ({ type, table }) =>
      `select '${type}' as type, t.id, t.published_at from "${table}" t where ${vector(read.field)} @@ ?::tsquery and ${PUBLISHED}`,
  );
  // Materialized, so the planner cannot turn it into a walk of the date index.
  return em.getConnection().execute<Hit[]>(
    `with m as materialized (${branches.join(' union all ')})
     select type, id, published_at from m order by published_at desc, type desc, id desc limit ?`,
    [read.tsquery, now, read.tsquery, now, depth],
  );
}

/** The matches among the `window` newest published rows of each table, newest first. */
function walk(em: EntityManager, read: Read, depth: number, window: number, now: Date): Promise<Hit[]> {
  const branches = TABLES.map(
    ({ type, table }) =>
      `(select '${type}' as type, t.id, t.published_at from (
        select t.id, t.published_at, t.search_vector from "${table}" t where ${PUBLISHED}
        order by t.published_at desc, t.id desc limit ?
      ) t where ${vector(read.field)} @@ ?::tsquery)`,
  );
  return em
    .getConnection()
    .execute<Hit[]>(
      `select type, id, published_at from (${branches.join(' union all ')}) h order by published_at desc, type desc, id desc limit ?`,
      [now, window, read.tsquery, now, window, read.tsquery, depth],
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

export const matchPlan = {
  /** The newest `depth` matches of a read, by whichever way costs less. */
  async newest(em: EntityManager, read: Read, depth: number, now: Date): Promise<Hit[]> {
    if (read.estimate <= INDEX_UP_TO) return throughIndex(em, read, depth, now);
    const rows = await tableSize(em);
    // Three times the rows the page should take at the estimated share of matches.
    const window = Math.round(Math.min(WINDOW.max, Math.max(WINDOW.min, (3 * depth * rows) / read.estimate)));
    const walked = await walk(em, read, depth, window, now);
    return walked.length >= depth ? walked : throughIndex(em, read, depth, now);
  },

  /** How many published items match, up to SEARCH_MAX_RESULTS; past that the exact number is not needed. */
  async count(em: EntityManager, read: Read, now: Date): Promise<number> {
    /*
     * Here the planner's own choice is sound: its estimates err low for words that go together (then
     * it takes the GIN index, and the limit bounds the rows read) and beginnings it cannot size are
     * only left in the query when they complete to many words (common, so a walk stops soon).
     */
    const counts = TABLES.map(
      ({ table }) =>
        `(select count(*) from (select 1 from "${table}" t where ${vector(read.field)} @@ ?::tsquery and ${PUBLISHED} limit ${SEARCH_MAX_RESULTS}) c)`,
    );
    const [row] = await em
      .getConnection()
      .execute<{ n: string | number }[]>(`select ${counts.join(' + ')} as n`, [read.tsquery, now, read.tsquery, now]);
    return Math.min(SEARCH_MAX_RESULTS, Number(row.n));
  },
};
