import { Migration } from '@mikro-orm/migrations';

/** Login attempt counters for deployments without Redis, and the browsers each user has logged in with. */
export class Migration20261123142010 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_throttle" ("key" varchar(80) not null, "attempts" int not null, "seen" bigint not null, "admitted_seq" bigint not null, "blocked_until" timestamptz null, "forget_at" timestamptz not null, constraint "login_throttle_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "login_throttle_forget_at_index" on "login_throttle" ("forget_at");`);

    this.addSql(
      `create table "known_device" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "token_hash" varchar(64) not null, "user_id" int not null, "last_used_at" timestamptz not null);`,
    );
    this.addSql(`alter table "known_device" add constraint "known_device_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "known_device_user_id_index" on "known_device" ("user_id");`);
    this.addSql(
      `alter table "known_device" add constraint "known_device_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_throttle" cascade;`);
    this.addSql(`drop table if exists "known_device" cascade;`);
  }
}
