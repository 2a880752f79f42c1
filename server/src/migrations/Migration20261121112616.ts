import { Migration } from '@mikro-orm/migrations';

/**
 * Pivot tables are keyed (owner, target); the public pages read them the other way round ("news with
 * this tag", "news of this team"), which needs the reverse index.
 */
export class Migration20261121112616 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "news_tags_tag_id_news_id_index" on "news_tags" ("tag_id", "news_id");`);
    this.addSql(`create index if not exists "news_teams_team_id_news_id_index" on "news_teams" ("team_id", "news_id");`);
    this.addSql(`create index if not exists "news_positions_position_id_news_id_index" on "news_positions" ("position_id", "news_id");`);
    this.addSql(`create index if not exists "gallery_tags_tag_id_gallery_id_index" on "gallery_tags" ("tag_id", "gallery_id");`);
    this.addSql(`create index if not exists "news_published_at_index" on "news" ("published_at" desc) where "status" = 'published';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "news_tags_tag_id_news_id_index";`);
    this.addSql(`drop index if exists "news_teams_team_id_news_id_index";`);
    this.addSql(`drop index if exists "news_positions_position_id_news_id_index";`);
    this.addSql(`drop index if exists "gallery_tags_tag_id_gallery_id_index";`);
    this.addSql(`drop index if exists "news_published_at_index";`);
  }
}
