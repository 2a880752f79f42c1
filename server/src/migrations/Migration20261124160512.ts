import { Migration } from '@mikro-orm/migrations';

/** The audit log: staff writes and account events, with who, when, what and from where. */
export class Migration20261124160512 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `"version" int not null default 1, "user_id" int null, "actor" varchar(200) not null, "action" text check ("action" in ` +
        `('create', 'update', 'delete', 'login', 'logout', 'login-failed', 'role-change', 'disable')) not null, ` +
        `"resource" varchar(40) null, "record_id" int null, "ip" varchar(64) null, "fields" jsonb not null);`,
    );
    this.addSql(`create index "audit_user_id_index" on "audit" ("user_id");`);
    this.addSql(`create index "audit_created_at_index" on "audit" ("created_at");`);
    this.addSql(`create index "audit_resource_record_id_index" on "audit" ("resource", "record_id");`);
    this.addSql(`create index "audit_action_created_at_index" on "audit" ("action", "created_at");`);
    this.addSql(
      `alter table "audit" add constraint "audit_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit" cascade;`);
  }
}
