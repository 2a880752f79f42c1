import { Migration } from '@mikro-orm/migrations';

/**
 * The reader's own Meydan: the teams, leagues and players a signed-in reader follows, browsers' Web Push
 * subscriptions with the teams they hear about, and the last state of each game the push sender
 * compared (one row per game, locked while a change is compared, so one process sends each notice).
 */
export class Migration20261127210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "follow" ("id" serial primary key, "user_id" int not null, "kind" text check ("kind" in ('team', 'league', 'player')) not null, ` +
        `"target_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "follow" add constraint "follow_user_id_kind_target_id_unique" unique ("user_id", "kind", "target_id");`);
    this.addSql(
      `alter table "follow" add constraint "follow_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "push_subscription" ("id" serial primary key, "endpoint" varchar(1000) not null, "p256dh" varchar(200) not null, ` +
        `"auth" varchar(200) not null, "teams" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "push_subscription" add constraint "push_subscription_endpoint_unique" unique ("endpoint");`);
    // Which subscriptions follow a team: `teams @> '[7]'`, an index lookup however many browsers subscribed.
    this.addSql(`create index "push_subscription_teams_index" on "push_subscription" using gin ("teams" jsonb_path_ops);`);

    this.addSql(
      `create table "push_game_state" ("game_id" int not null, "state" jsonb not null, "updated_at" timestamptz not null, ` +
        `constraint "push_game_state_pkey" primary key ("game_id"));`,
    );
    this.addSql(
      `alter table "push_game_state" add constraint "push_game_state_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_game_state" cascade;`);
    this.addSql(`drop table if exists "push_subscription" cascade;`);
    this.addSql(`drop table if exists "follow" cascade;`);
  }
}
