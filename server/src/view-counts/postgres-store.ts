import type { Orm } from '../db/open-database.js';
import { REPEAT_WINDOW_S, type ViewKind, type ViewOutcome, type ViewStore } from './view-store.js';

// One statement, so one transaction: the item must be published now, the visitor must not have been
// counted on it within the window, and only then is a row appended. Rows are appended rather than a
// per-item counter updated, so a popular item's readers never queue for one row lock.
const recordSql = (table: ViewKind) => `
with item as (
  select "id" from "${table}" where "id" = ? and "status" = 'published' and "published_at" <= now()
), seen as (
  insert into "view_seen" ("kind", "item_id", "visitor", "expires_at")
  select '${table}', "id", ?, now() + make_interval(secs => ${REPEAT_WINDOW_S}) from item
  on conflict ("kind", "item_id", "visitor") do update set "expires_at" = excluded."expires_at"
    where "view_seen"."expires_at" <= now()
  returning "item_id"
), also as (
  insert into "view_seen" ("kind", "item_id", "visitor", "expires_at")
  select '${table}', "id", ?::text, now() + make_interval(secs => ${REPEAT_WINDOW_S}) from item where ?::text is not null
  on conflict ("kind", "item_id", "visitor") do update set "expires_at" = excluded."expires_at"
), counted as (
  insert into "view_pending" ("kind", "item_id") select '${table}', "item_id" from seen returning "id"
)
select (select count(*) from item)::int as "published", (select count(*) from counted)::int as "counted"`;

// Table names come from the closed ViewKind union, never from a request.
const RECORD = { news: recordSql('news'), gallery: recordSql('gallery') };

/** Takes a batch of pending views and adds them to their items, all in one statement: all or nothing. */
const FOLD = `
with batch as (
  delete from "view_pending" where "id" in (
    select "id" from "view_pending" order by "id" limit ? for update skip locked
  ) returning "kind", "item_id"
), totals as (
  select "kind", "item_id", count(*)::int as "views" from batch group by "kind", "item_id"
), news as (
  update "news" set "view_count" = "news"."view_count" + t."views" from totals t
  where t."kind" = 'news' and "news"."id" = t."item_id" returning 1
), gallery as (
  update "gallery" set "view_count" = "gallery"."view_count" + t."views" from totals t
  where t."kind" = 'gallery' and "gallery"."id" = t."item_id" returning 1
)
select count(*)::int as "views" from batch`;

const FORGET_SEEN = `delete from "view_seen" where "expires_at" < now()`;
const BATCH = 20_000;

/** Views kept in PostgreSQL: every app process shares them, and a row written is a view kept. */
export class PostgresViewStore implements ViewStore {
  constructor(private readonly orm: Orm) {}

  async record(kind: ViewKind, id: number, visitor: string, alsoSeen?: string): Promise<ViewOutcome> {
    const also = alsoSeen ?? null;
    const [row] = await this.orm.em
      .getConnection()
      .execute<{ published: number; counted: number }[]>(RECORD[kind], [id, visitor, also, also]);
    return row.counted > 0 ? 'counted' : row.published > 0 ? 'repeat' : 'unknown';
  }

  async fold(): Promise<number> {
    const connection = this.orm.em.getConnection();
    let total = 0;
    for (;;) {
      const [row] = await connection.execute<{ views: number }[]>(FOLD, [BATCH]);
      total += row.views;
      if (row.views < BATCH) break;
    }
    await connection.execute(FORGET_SEEN);
    return total;
  }
}
