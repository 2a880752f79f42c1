import { Migration } from '@mikro-orm/migrations';

/**
 * "Published news about this team, newest first" read from the pivot alone, as the tag lists are (see
 * Migration20261125120000): news_teams carries its news item's publication time (null while the item is
 * not published), kept by triggers, under an index in list order. Without it a team page either walks
 * every newer news item probing for the team (a team rarely in the news walks the whole table) or
 * fetches every item about the team to sort them (a team always in the news).
 */
export class Migration20261125130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "news_teams" add column "published_at" timestamptz null;`);
    this.addSql(
      `update "news_teams" nt set "published_at" = n."published_at" from "news" n where n."id" = nt."news_id" and n."status" = 'published';`,
    );
    this.addSql(
      `create index "news_teams_feed_index" on "news_teams" ("team_id", "published_at" desc, "news_id" desc) where "published_at" is not null;`,
    );
    this.addSql(`create function "news_teams_published_at"() returns trigger language plpgsql as $$
      begin
        select case when n."status" = 'published' then n."published_at" end into new."published_at" from "news" n where n."id" = new."news_id";
        return new;
      end $$;`);
    this.addSql(
      `create trigger "news_teams_published_at" before insert on "news_teams" for each row execute function "news_teams_published_at"();`,
    );
    this.addSql(`create function "news_published_at_to_teams"() returns trigger language plpgsql as $$
      begin
        update "news_teams" set "published_at" = case when new."status" = 'published' then new."published_at" end where "news_id" = new."id";
        return null;
      end $$;`);
    this.addSql(`create trigger "news_published_at_to_teams" after update of "status", "published_at" on "news" for each row
      when (old."status" is distinct from new."status" or old."published_at" is distinct from new."published_at")
      execute function "news_published_at_to_teams"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "news_published_at_to_teams" on "news";`);
    this.addSql(`drop function if exists "news_published_at_to_teams"();`);
    this.addSql(`drop trigger if exists "news_teams_published_at" on "news_teams";`);
    this.addSql(`drop function if exists "news_teams_published_at"();`);
    this.addSql(`drop index if exists "news_teams_feed_index";`);
    this.addSql(`alter table "news_teams" drop column if exists "published_at";`);
  }
}
