import { Migration } from '@mikro-orm/migrations';

/**
 * The match centre: live commentary entries (read by game, and by game and change number for the live
 * stream's latest changes), each side's statistics of a game, and an index for the head-to-head.
 */
export class Migration20261127200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "game_commentary" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `"version" int not null default 1, "game_id" int not null, "minute" int not null, "extra_minute" int null, ` +
        `"kind" text check ("kind" in ('note', 'key')) not null, "text" varchar(500) not null, "media_id" int null, "seq" int not null, ` +
        `"deleted_at" timestamptz null);`,
    );
    this.addSql(`create index "game_commentary_media_id_index" on "game_commentary" ("media_id");`);
    this.addSql(`create index "game_commentary_game_id_seq_index" on "game_commentary" ("game_id", "seq");`);
    this.addSql(
      `alter table "game_commentary" add constraint "game_commentary_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "game_commentary" add constraint "game_commentary_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "game_stats" ("id" serial primary key, "game_id" int not null, "side" text check ("side" in ('home', 'away')) not null, ` +
        `"possession" int null, "shots" int null, "shots_on_target" int null, "corners" int null, "fouls" int null, "offsides" int null, "saves" int null);`,
    );
    this.addSql(`alter table "game_stats" add constraint "game_stats_game_id_side_unique" unique ("game_id", "side");`);
    this.addSql(
      `alter table "game_stats" add constraint "game_stats_game_id_foreign" foreign key ("game_id") references "game" ("id") on update cascade on delete cascade;`,
    );

    // A game page's head-to-head: the latest meetings of one home team with one away team.
    this.addSql(
      `create index "game_home_team_id_away_team_id_kickoff_at_index" on "game" ("home_team_id", "away_team_id", "kickoff_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "game_home_team_id_away_team_id_kickoff_at_index";`);
    this.addSql(`drop table if exists "game_stats" cascade;`);
    this.addSql(`drop table if exists "game_commentary" cascade;`);
  }
}
