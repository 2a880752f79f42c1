import { Migration } from '@mikro-orm/migrations';

/**
 * A game's report is marked on the news item (news.is_game_report beside news.game_id) instead of
 * game.report_news_id: one link between a game and its report, so they cannot disagree. At most one
 * report per game (a partial unique index); a mark without a game is refused, and a trigger clears the
 * mark when the game's deletion sets game_id to null.
 */
export class Migration20261126090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "news" add column "is_game_report" boolean not null default false;`);
    // Each report named by a game becomes that item's mark and game link. The old schema let one item be the
    // report of two games: it stays with the game it was already about, else with the older game.
    this.addSql(`update "news" n set "game_id" = r."game_id", "is_game_report" = true
      from (
        select distinct on (g."report_news_id") g."report_news_id" as "news_id", g."id" as "game_id"
        from "game" g join "news" x on x."id" = g."report_news_id"
        order by g."report_news_id", (g."id" = x."game_id") is true desc, g."id"
      ) r
      where n."id" = r."news_id";`);
    this.addSql(`create unique index "news_game_report_unique" on "news" ("game_id") where "is_game_report";`);
    this.addSql(`alter table "news" add constraint "news_game_report_check" check (not "is_game_report" or "game_id" is not null);`);
    this.addSql(`create function "news_game_report_cleared"() returns trigger language plpgsql as $$
      begin
        new."is_game_report" := false;
        return new;
      end $$;`);
    this.addSql(`create trigger "news_game_report_cleared" before update of "game_id" on "news" for each row
      when (new."game_id" is null and new."is_game_report")
      execute function "news_game_report_cleared"();`);
    this.addSql(`alter table "game" drop constraint if exists "game_report_news_id_foreign";`);
    this.addSql(`alter table "game" drop column "report_news_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "game" add column "report_news_id" int null;`);
    this.addSql(`update "game" g set "report_news_id" = n."id" from "news" n where n."game_id" = g."id" and n."is_game_report";`);
    this.addSql(
      `alter table "game" add constraint "game_report_news_id_foreign" foreign key ("report_news_id") references "news" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`drop trigger if exists "news_game_report_cleared" on "news";`);
    this.addSql(`drop function if exists "news_game_report_cleared"();`);
    this.addSql(`alter table "news" drop constraint if exists "news_game_report_check";`);
    this.addSql(`drop index if exists "news_game_report_unique";`);
    this.addSql(`alter table "news" drop column "is_game_report";`);
  }
}
