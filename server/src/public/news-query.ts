import type { Sql } from '../db/sql.js';

/** What a public news list narrows to; every list is published news, newest first. */
export interface NewsFilter {
  sport?: number;
  league?: number;
  game?: number;
  /** News carrying any of these tags. */
  tags?: number[];
  /** News placed in the home page position with this key. */
  position?: string;
  exclude?: number;
  /** Published within this many days before the list's time. */
  withinDays?: number;
}

export interface NewsSlice {
  limit: number;
  offset?: number;
  /** Keyset: the news after this one (by id) in list order. */
  after?: number;
  /** Keyset backwards: the news before this one, nearest first (for links back from a keyset page). */
  before?: number;
  /** Newest first unless most viewed first. */
  order?: 'newest' | 'mostRead';
}

/*
 * Published news ids in list order, as SQL. Tags and positions are tested with EXISTS rather than a
 * join, so the plan can walk the (published_at, id) indexes newest first and stop at the limit instead
 * of collecting, grouping and sorting every match; a cursor seeks where an offset would skip rows.
 */
function idsSql(filter: NewsFilter, slice: NewsSlice, columns = 'n.id'): Sql {
  const { sql, params } = selectSql(filter, slice, columns);
  return { sql: `${sql} limit ${Math.trunc(slice.limit)} offset ${Math.trunc(slice.offset ?? 0)}`, params };
}

/*
 * Every list is read as of PostgreSQL's clock when the statement runs, with its numbers in its text.
 * PostgreSQL plans a prepared statement afresh on each run while a plan for its parameter values looks
 * cheaper than its generic plan, and a time or a limit as a parameter always does (an unknown limit is
 * costed as a tenth of the table): a statement with `now()` and its numbers in its text runs its one
 * generic plan. The home page's lists were planned in about 8 ms on every miss with parameters, a tag's
 * list about 3 ms.
 */

/**
 * Everything but the limit: `select … from news n where … order by …`. A list of one tag is read from
 * the tag's feed (news_tags by tag and publication time, see Migration20261125120000): a walk of its
 * own index, however rare or old the tag.
 */
function selectSql(filter: NewsFilter, slice: Omit<NewsSlice, 'limit'>, columns = 'n.id'): Sql {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  const feed = filter.tags?.length === 1;
  // The columns the list is ordered and sought by: the feed's own when it drives the walk.
  const [at, id] = feed ? ['nt.published_at', 'nt.news_id'] : ['n.published_at', 'n.id'];
  if (feed) add('nt.tag_id = ? and nt.published_at <= now()', filter.tags?.[0]);
  add(`n.status = 'published' and n.published_at <= now()`);
  if (filter.sport !== undefined) add('n.sport_id = ?', filter.sport);
  if (filter.league !== undefined) add('n.league_id = ?', filter.league);
  if (filter.game !== undefined) add('n.game_id = ?', filter.game);
  if (filter.exclude !== undefined) add('n.id <> ?', filter.exclude);
  if (filter.withinDays !== undefined) {
    add(`n.published_at >= now() - interval '${Math.trunc(filter.withinDays)} days'`);
  }
  if (filter.tags?.length && !feed) {
    add(
      `exists (select 1 from news_tags nt where nt.news_id = n.id and nt.tag_id in (${filter.tags.map(() => '?').join(', ')}))`,
      ...filter.tags,
    );
  }
  if (filter.position !== undefined) {
    add(
      'exists (select 1 from news_positions np join position p on p.id = np.position_id where np.news_id = n.id and p.key = ?)',
      filter.position,
    );
  }
  const cursor = '(select c.published_at, c.id from news c where c.id = ?)';
  if (slice.after !== undefined) add(`(${at}, ${id}) < ${cursor}`, slice.after);
  if (slice.before !== undefined) add(`(${at}, ${id}) > ${cursor}`, slice.before);
  const order =
    slice.order === 'mostRead'
      ? 'n.view_count desc, n.published_at desc, n.id desc'
      : slice.before !== undefined
        ? `${at} asc, ${id} asc`
        : `${at} desc, ${id} desc`;
  const from = feed ? 'news_tags nt join news n on n.id = nt.news_id' : 'news n';
  return { sql: `select ${columns} from ${from} where ${where.join(' and ')} order by ${order}`, params };
}

/** The ids of a news list, newest first, as a statement (card-rows.ts reads their cards). */
export function newsIdsQuery(filter: NewsFilter, slice: NewsSlice): Sql {
  return idsSql(filter, slice);
}

/**
 * Related news: the newest items of the same sport or sharing a tag with the article (any news when it
 * has neither). Each source walks its own index newest first and stops at `limit`: the sport's list, and
 * each tag's feed in a lateral join over the article's tags; the union of the short lists is then cut to
 * `limit`. The statement reads the article's sport and tags itself and takes the time from PostgreSQL,
 * so its only parameter is the article's id: one text for every article, whose generic plan costs the
 * same as a fresh one, and PostgreSQL keeps it after a few runs. A union of one branch per tag, with
 * the tag ids and the time as parameters, was planned again on every run, in 2–10 ms.
 */
export function relatedNewsIds(id: number, limit: number): Sql {
  const n = Math.trunc(limit);
  const published = `n.status = 'published' and n.published_at <= now() and n.id <> ?`;
  const newest = `order by n.published_at desc, n.id desc limit ${n}`;
  return {
    sql: `select u.id from (
      (select n.id, n.published_at from news n
        where n.sport_id = (select a.sport_id from news a where a.id = ?) and ${published} ${newest})
      union
      (select r.id, r.published_at from news_tags t cross join lateral (
          select n.id, n.published_at from news_tags nt join news n on n.id = nt.news_id
          where nt.tag_id = t.tag_id and nt.published_at <= now() and ${published}
          order by nt.published_at desc, nt.news_id desc limit ${n}
        ) r where t.news_id = ?)
      union
      (select n.id, n.published_at from news n
        where not exists (select 1 from news a where a.id = ? and a.sport_id is not null)
          and not exists (select 1 from news_tags t where t.news_id = ?) and ${published} ${newest})
    ) u order by u.published_at desc, u.id desc limit ${n}`,
    params: [id, id, id, id, id, id, id],
  };
}

const MOST_READ_DAYS = 30;
/** Comments are fewer than views: a quiet month falls back to the year. */
const MOST_COMMENTED_DAYS = [30, 365];

/**
 * Published news with the most comments approved in the last `days`, most first (the latest comment
 * breaks ties). Read from the comments of the window (by the (status, created_at) index), never all of
 * them; as of PostgreSQL's clock (see idsSql).
 */
function mostCommentedSql(days: number, limit: number): Sql {
  return {
    sql: `select c.news_id from comment c join news n on n.id = c.news_id
      where c.status = 'approved' and c.created_at >= now() - interval '${Math.trunc(days)} days'
        and n.status = 'published' and n.published_at <= now()
      group by c.news_id order by count(*) desc, max(c.created_at) desc, c.news_id desc limit ${Math.trunc(limit)}`,
    params: [],
  };
}

/**
 * Every news list of the home page in one statement, each an ordered id array: the three placements
 * (up to their position's capacity), the latest, the most read of the last month and of all time
 * (the page falls back to the second in a quiet month), and the most commented of the month and year.
 * As of PostgreSQL's clock, with its numbers in its text (see idsSql).
 */
export function homeNewsSql(latest: number, mostRead: number, placements: Record<string, number>): Sql {
  const columns: string[] = [];
  const params: unknown[] = [];
  const column = (name: string, { sql, params: p }: Sql) => {
    columns.push(`array(${sql}) as "${name}"`);
    params.push(...p);
  };
  for (const [key, fallback] of Object.entries(placements)) {
    const select = selectSql({ position: key }, {});
    column(key, {
      sql: `${select.sql} limit coalesce((select nullif(p.capacity, 0) from position p where p.key = ?), ${Math.trunc(fallback)})`,
      params: [...select.params, key],
    });
  }
  column('latest', idsSql({}, { limit: latest }));
  column('mostReadRecent', idsSql({ withinDays: MOST_READ_DAYS }, { limit: mostRead, order: 'mostRead' }));
  column('mostReadAllTime', idsSql({}, { limit: mostRead, order: 'mostRead' }));
  const [month, year] = MOST_COMMENTED_DAYS;
  column('mostCommentedMonth', mostCommentedSql(month, mostRead));
  column('mostCommentedYear', mostCommentedSql(year, mostRead));
  return { sql: `select ${columns.join(', ')}`, params };
}
