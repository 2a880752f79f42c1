import { Migration } from '@mikro-orm/migrations';

const TABLES = ['news', 'gallery'] as const;

/**
 * Public search reads `search_entry`: one narrow row per published (or scheduled) news item and
 * gallery, with its date and search vector, kept by triggers in step with every insert, edit and delete.
 * A search walks the newest rows and tests each one, and counts its matches by a scan: on a news row
 * (3.8 kB of text, two to a page) that read cost as much as the test; here rows are 1.6 kB and both
 * kinds are one index, so a walk reads half as much and is one scan instead of a merge of two.
 * The search indexes move here from news and gallery.
 */
export class Migration20261126130000 extends Migration {
  override async up(): Promise<void> {
    // Copying and indexing a large site takes a while; the per-statement limit is for requests.
    if (this.ctx) await this.execute('set local statement_timeout = 0');
    this.addSql(`create table "search_entry" (
      "type" text not null,
      "id" int not null,
      "published_at" timestamptz not null,
      "search_vector" tsvector not null,
      constraint "search_entry_pkey" primary key ("type", "id"),
      constraint "search_entry_type_check" check ("type" in ('news', 'gallery'))
    );`);
    // Vectors stay in the row, uncompressed up to a page: a walk reads every one it passes.
    this.addSql(`alter table "search_entry" alter column "search_vector" set storage main, set (toast_tuple_target = 8160);`);
    // Oldest first, so the newest rows, which every search walks, share pages.
    this.addSql(`insert into "search_entry" ("type", "id", "published_at", "search_vector")
      select 'news', "id", "published_at", "search_vector" from "news" where "status" = 'published' and "published_at" is not null
      union all
      select 'gallery', "id", "published_at", "search_vector" from "gallery" where "status" = 'published' and "published_at" is not null
      order by 3, 1, 2;`);
    this.addSql(`create index "search_entry_published_index" on "search_entry" ("published_at" desc, "type" desc, "id" desc);`);
    this.addSql(`create index "search_entry_vector_index" on "search_entry" using gin ("search_vector");`);
    // The title alone (the A-weighted lexemes), for the first tier of the ranking.
    this.addSql(`create index "search_entry_title_index" on "search_entry" using gin (ts_filter("search_vector", '{a}'));`);
    for (const table of TABLES) {
      this.addSql(`drop index if exists "${table}_search_vector_index";`);
      this.addSql(`drop index if exists "${table}_search_title_index";`);
    }

    // Bulk inserts (the seeders) pay once per statement.
    this.addSql(`create function "search_entry_insert"() returns trigger language plpgsql as $$
      begin
        insert into "search_entry" ("type", "id", "published_at", "search_vector")
        select tg_argv[0], r."id", r."published_at", r."search_vector" from "new_rows" r
        where r."status" = 'published' and r."published_at" is not null
        on conflict ("type", "id") do update set "published_at" = excluded."published_at", "search_vector" = excluded."search_vector";
        return null;
      end $$;`);
    // Emptying a table (the seeder's --force, ids restarting at 1) empties its entries.
    this.addSql(`create function "search_entry_truncate"() returns trigger language plpgsql as $$
      begin
        delete from "search_entry" where "type" = tg_argv[0];
        return null;
      end $$;`);
    // A row published, moved or re-indexed is written; one taken back to draft or deleted is removed.
    this.addSql(`create function "search_entry_change"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new."status" = 'published' and new."published_at" is not null then
          insert into "search_entry" ("type", "id", "published_at", "search_vector")
          values (tg_argv[0], new."id", new."published_at", new."search_vector")
          on conflict ("type", "id") do update set "published_at" = excluded."published_at", "search_vector" = excluded."search_vector";
        else
          delete from "search_entry" where "type" = tg_argv[0] and "id" = old."id";
        end if;
        return null;
      end $$;`);
    for (const table of TABLES) {
      this.addSql(`create trigger "${table}_search_entry_insert" after insert on "${table}"
        referencing new table as "new_rows" for each statement execute function "search_entry_insert"('${table}');`);
      const changes = `after update of "status", "published_at", "search_vector" or delete on "${table}"`;
      this.addSql(`create trigger "${table}_search_entry_change" ${changes}
        for each row execute function "search_entry_change"('${table}');`);
      this.addSql(`create trigger "${table}_search_entry_truncate" after truncate on "${table}"
        for each statement execute function "search_entry_truncate"('${table}');`);
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`drop trigger if exists "${table}_search_entry_insert" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_search_entry_change" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_search_entry_truncate" on "${table}";`);
      this.addSql(`create index "${table}_search_vector_index" on "${table}" using gin ("search_vector") where "status" = 'published';`);
      this.addSql(
        `create index "${table}_search_title_index" on "${table}" using gin (ts_filter("search_vector", '{a}')) where "status" = 'published';`,
      );
    }
    this.addSql(`drop function if exists "search_entry_insert"();`);
    this.addSql(`drop function if exists "search_entry_change"();`);
    this.addSql(`drop function if exists "search_entry_truncate"();`);
    this.addSql(`drop table if exists "search_entry";`);
  }
}
