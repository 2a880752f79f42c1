import { Migration } from '@mikro-orm/migrations';

const ACTIONS = ['create', 'update', 'delete', 'login', 'logout', 'login-failed', 'role-change', 'disable'];
const NEW_ACTIONS = ['end-sessions', 'preview-link', 'preview-revoke'];
const list = (actions: string[]) => actions.map((a) => `'${a}'`).join(', ');

/**
 * Preview links are kept, so that they can be listed, revoked and die with the account that issued
 * them; the audit log records them with their expiry, and the other sessions a user ends.
 */
export class Migration20261127131500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "preview_link" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `"version" int not null default 1, "kind" text check ("kind" in ('news', 'gallery')) not null, "record_id" int not null, ` +
        `"issued_by_id" int not null, "expires_at" timestamptz not null);`,
    );
    this.addSql(`create index "preview_link_issued_by_id_index" on "preview_link" ("issued_by_id");`);
    this.addSql(`create index "preview_link_kind_record_id_index" on "preview_link" ("kind", "record_id");`);
    this.addSql(
      `alter table "preview_link" add constraint "preview_link_issued_by_id_foreign" foreign key ("issued_by_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "audit" add column "valid_until" timestamptz null;`);
    this.addSql(`alter table "audit" drop constraint if exists "audit_action_check";`);
    this.addSql(`alter table "audit" add constraint "audit_action_check" check ("action" in (${list([...ACTIONS, ...NEW_ACTIONS])}));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "audit" where "action" in (${list(NEW_ACTIONS)});`);
    this.addSql(`alter table "audit" drop constraint if exists "audit_action_check";`);
    this.addSql(`alter table "audit" add constraint "audit_action_check" check ("action" in (${list(ACTIONS)}));`);
    this.addSql(`alter table "audit" drop column "valid_until";`);
    this.addSql(`drop table if exists "preview_link" cascade;`);
  }
}
