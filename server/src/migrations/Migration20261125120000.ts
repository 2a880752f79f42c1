import { Migration } from '@mikro-orm/migrations';

/**
 * "Published news with this tag, newest first" read from the pivot alone: news_tags carries its news
 * item's publication time (null while the item is not published), kept by triggers, under an index in
 * list order. Without it a tag list either walks every newer news item probing for the tag (a rare or
 * old tag walks the whole table) or fetches every item of the tag to sort them (a common tag).
 */
export class Migration20261125120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "news_tags" add column "published_at" timestamptz null;`);
    this.addSql(
      `update "news_tags" nt set "published_at" = n."published_at" from "news" n where n."id" = nt."news_id" and n."status" = 'published';`,
    );
    this.addSql(
      `create index "news_tags_feed_index" on "news_tags" ("tag_id", "published_at" desc, "news_id" desc) where "published_at" is not null;`,
    );
    this.addSql(`create function "news_tags_published_at"() returns trigger language plpgsql as $$
      begin
        select case when n."status" = 'published' then n."published_at" end into new."published_at" from "news" n where n."id" = new."news_id";
        return new;
      end $$;`);
    this.addSql(
      `create trigger "news_tags_published_at" before insert on "news_tags" for each row execute function "news_tags_published_at"();`,
    );
    this.addSql(`create function "news_published_at_to_tags"() returns trigger language plpgsql as $$
      begin
        update "news_tags" set "published_at" = case when new."status" = 'published' then new."published_at" end where "news_id" = new."id";
        return null;
      end $$;`);
    this.addSql(`create trigger "news_published_at_to_tags" after update of "status", "published_at" on "news" for each row
      when (old."status" is distinct from new."status" or old."published_at" is distinct from new."published_at")
      execute function "news_published_at_to_tags"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "news_published_at_to_tags" on "news";`);
    this.addSql(`drop function if exists "news_published_at_to_tags"();`);
    this.addSql(`drop trigger if exists "news_tags_published_at" on "news_tags";`);
    this.addSql(`drop function if exists "news_tags_published_at"();`);
    this.addSql(`drop index if exists "news_tags_feed_index";`);
    this.addSql(`alter table "news_tags" drop column if exists "published_at";`);
  }
}
