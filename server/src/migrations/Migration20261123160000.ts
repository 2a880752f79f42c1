import { Migration } from '@mikro-orm/migrations';

/**
 * Public news lists are read newest first with the id as tie-breaker, whole or by sport: indexes in that
 * order (published rows only) let a page stop after its rows, seek to a keyset cursor, and be read from
 * the index alone. The first replaces the published_at-only index.
 */
export class Migration20261123160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "news_published_index" on "news" ("published_at" desc, "id" desc) where "status" = 'published';`);
    this.addSql(
      `create index "news_sport_published_index" on "news" ("sport_id", "published_at" desc, "id" desc) where "status" = 'published';`,
    );
    this.addSql(`drop index if exists "news_published_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index if not exists "news_published_at_index" on "news" ("published_at" desc) where "status" = 'published';`);
    this.addSql(`drop index if exists "news_sport_published_index";`);
    this.addSql(`drop index if exists "news_published_index";`);
  }
}
