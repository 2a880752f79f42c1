import { Migration } from '@mikro-orm/migrations';

/** Acknowledged views waiting to be added to their item, who was counted on what recently, folded Redis batches. */
export class Migration20261123150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "view_pending" ("id" bigserial primary key, "kind" text check ("kind" in ('news', 'gallery')) not null, "item_id" int not null, "created_at" timestamptz not null default now());`,
    );

    this.addSql(
      `create table "view_seen" ("kind" text check ("kind" in ('news', 'gallery')) not null, "item_id" int not null, "visitor" varchar(32) not null, "expires_at" timestamptz not null, constraint "view_seen_pkey" primary key ("kind", "item_id", "visitor"));`,
    );
    this.addSql(`create index "view_seen_expires_at_index" on "view_seen" ("expires_at");`);

    this.addSql(
      `create table "view_fold" ("batch" varchar(64) not null, "folded_at" timestamptz not null default now(), constraint "view_fold_pkey" primary key ("batch"));`,
    );
    this.addSql(`create index "view_fold_folded_at_index" on "view_fold" ("folded_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "view_pending" cascade;`);
    this.addSql(`drop table if exists "view_seen" cascade;`);
    this.addSql(`drop table if exists "view_fold" cascade;`);
  }
}
