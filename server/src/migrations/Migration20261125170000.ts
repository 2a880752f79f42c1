import { Migration } from '@mikro-orm/migrations';

/**
 * Revisions of news items and galleries: who saved, when, which fields changed, and the editable fields
 * as that save left them. A revision belongs to one item and goes when the item is deleted.
 */
export class Migration20261125170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "revision" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `"version" int not null default 1, "news_id" int null, "gallery_id" int null, "user_id" int null, "actor" varchar(200) not null, ` +
        `"action" text check ("action" in ('create', 'update', 'restore')) not null, "fields" jsonb not null, "snapshot" jsonb not null, ` +
        `"restored_from" int null);`,
    );
    this.addSql(`create index "revision_user_id_index" on "revision" ("user_id");`);
    this.addSql(`create index "revision_news_id_id_index" on "revision" ("news_id", "id");`);
    this.addSql(`create index "revision_gallery_id_id_index" on "revision" ("gallery_id", "id");`);
    this.addSql(
      `alter table "revision" add constraint "revision_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "revision" add constraint "revision_gallery_id_foreign" foreign key ("gallery_id") references "gallery" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "revision" add constraint "revision_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revision" cascade;`);
  }
}
